#!/usr/bin/env node
/**
 * make-images.mjs — regenerates the demo catalog artwork.
 *
 * Outputs (all committed; nothing is fetched at run time):
 *   public/images/{bags,accessories,city,adventure}.png + apparel.jpg   home tiles
 *   public/images/{bags,apparel,accessories,city,adventure}.webp        WebP twins of the tiles
 *   public/images/{city,adventure}-760.webp                             760-wide WebP of the large tiles, for phones
 *   public/images/items/<slug>.webp                                      one 480x480 image per item
 *   public/images/items/<slug>--<colour|detail>.webp                     its other colours and close-ups (480x480)
 * The item list comes from mocks/data/catalog.json (every item's imageUrl must have art below).
 *
 * This is a one-off maintenance tool: it is NOT part of `npm install`, the build or the tests,
 * and its two dependencies are installed outside the repo:
 *
 *   npm --prefix /tmp/imgtool install sharp@0.35.5 @phosphor-icons/core@2.1.1
 *   IMGTOOL_DIR=/tmp/imgtool node scripts/make-images.mjs      # from the repo root
 *
 * IMGTOOL_DIR defaults to /tmp/imgtool (the folder whose node_modules holds sharp and
 * @phosphor-icons/core). Pass --only=<slug-or-tile>[,...] (e.g. --only=bags,slim-card-wallet) to
 * regenerate a subset; set KEEP_SVG=<dir> to also write the tiles' source SVGs there for inspection.
 * Output is deterministic for the pinned versions above.
 *
 * Artwork: glyphs from Phosphor Icons (@phosphor-icons/core, MIT, Copyright (c) 2023 Phosphor
 * Icons), recoloured and layered; the glyphs in OWN below are drawn by hand for this project.
 * See docs/images.md.
 */
import { createRequire } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TOOL_DIR = path.resolve(process.env.IMGTOOL_DIR || '/tmp/imgtool')
const toolRequire = createRequire(path.join(TOOL_DIR, 'noop.js'))
let sharp
try {
  sharp = toolRequire('sharp')
  toolRequire.resolve('@phosphor-icons/core/assets/regular/backpack.svg')
} catch {
  console.error(
    `Cannot load sharp / @phosphor-icons/core from ${TOOL_DIR}/node_modules.\n` +
      `Run: npm --prefix ${TOOL_DIR} install sharp@0.35.5 @phosphor-icons/core@2.1.1`,
  )
  process.exit(1)
}

const CATALOG = path.join(ROOT, 'mocks/data/catalog.json')
const OUT = path.join(ROOT, 'public/images')
const only = (process.argv.find((a) => a.startsWith('--only=')) || '').slice(7).split(',').filter(Boolean)
const wanted = (key) => only.length === 0 || only.includes(key)

/* ------------------------------------------------------------------ palette */

const INK = '#1f2530'
const LIGHT = '#fbf8f3'
const C = {
  navy: '#2f4b7c',
  denim: '#4a73a8',
  sky: '#5f9bd0',
  olive: '#6b7a3a',
  forest: '#2f6b4f',
  sage: '#7fa36b',
  tan: '#c8925a',
  camel: '#a8743f',
  rust: '#c0623f',
  coral: '#e07a5f',
  mustard: '#d9a53a',
  burgundy: '#8e2f45',
  rose: '#d97b8a',
  plum: '#7a4b8c',
  teal: '#2f7f7a',
  charcoal: '#4a5260',
  slate: '#66788c',
  brick: '#a4473a',
  black: '#2e3036',
  blush: '#e8aaa0',
}

// Per-collection tint: [light stop, dark stop, shadow/accent].
const COLLECTIONS = {
  Bags: { file: 'bags', ext: 'png', size: 'normal', bg: ['#fcefe5', '#f1d2bd'], shadow: '#b97a55' },
  Apparel: { file: 'apparel', ext: 'jpg', size: 'normal', bg: ['#ecf2f9', '#cbdaec'], shadow: '#6f8db3' },
  Accessories: { file: 'accessories', ext: 'png', size: 'normal', bg: ['#f7ecf5', '#e4cde2'], shadow: '#9c7599' },
  City: { file: 'city', ext: 'png', size: 'large', bg: ['#eef1f4', '#cfd6de'], shadow: '#76859a' },
  Adventure: { file: 'adventure', ext: 'png', size: 'large', bg: ['#edf4e5', '#cde0bd'], shadow: '#76935f' },
}
const TILE_SIZE = { normal: [760, 480], large: [1160, 760] }

/* --------------------------------------------------------- glyph drawing */
// Every glyph is drawn on Phosphor's 256x256 grid in three layers:
//   light (cream secondary parts) < main (product colour) < ink (dark 16-unit outline).

const PH_ASSETS = path.resolve(path.dirname(toolRequire.resolve('@phosphor-icons/core/assets/regular/backpack.svg')), '..')
const phAsset = (weight, name) => {
  const file = path.join(PH_ASSETS, weight, weight === 'regular' ? `${name}.svg` : `${name}-${weight}.svg`)
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
}
function phosphor(name) {
  const duo = phAsset('duotone', name).match(/<[a-z]+[^>]*opacity="0\.2"[^>]*\/>/g) || []
  const secondary = duo.map((e) => e.replace(/\sopacity="0\.2"/, '')).join('')
  const fill = phAsset('fill', name)
  const outline = phAsset('regular', name)
  return ({ light, main, ink }) => `<g fill="${light}">${secondary}</g><g fill="${main}">${fill}</g><g fill="${ink}">${outline}</g>`
}

// Hand-drawn parts. Each part fills with a role colour and/or strokes in ink (16 units, round).
const SW = 16
const attrs = (o) =>
  Object.entries(o)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')
const part = (fillRole, stroke, tag, a) => (col) =>
  `<${tag} ${attrs({
    ...a,
    fill: fillRole ? col[fillRole] : 'none',
    ...(stroke ? { stroke: col.ink, 'stroke-width': a['stroke-width'] || SW, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } : {}),
  })}/>`
const M = (d) => part('main', true, 'path', { d }) // product-coloured shape with outline
const L = (d) => part('light', true, 'path', { d }) // cream shape with outline
const S = (d, w) => part(null, true, 'path', w ? { d, 'stroke-width': w } : { d }) // ink line
const MF = (d) => part('main', false, 'path', { d }) // fill only
const LF = (d) => part('light', false, 'path', { d })
const DOT = (cx, cy, r) => part('ink', false, 'circle', { cx, cy, r })
const RECT = (role, x, y, width, height, rx) => part(role, true, 'rect', { x, y, width, height, rx })
const G = (transform, parts) => (col) => `<g transform="${transform}">${parts.map((p) => p(col)).join('')}</g>`
const mirror = (parts) => G('translate(256 0) scale(-1 1)', parts)

const OWN = {
  duffel: [
    M('M24,128 A32,32 0 0 1 56,96 H200 A32,32 0 0 1 232,128 V184 A16,16 0 0 1 216,200 H40 A16,16 0 0 1 24,184 Z'),
    L('M64,96 H56 A32,32 0 0 0 24,128 V184 A16,16 0 0 0 40,200 H64 Z'),
    L('M192,96 H200 A32,32 0 0 1 232,128 V184 A16,16 0 0 1 216,200 H192 Z'),
    S('M96,96 V76 A12,12 0 0 1 108,64 H148 A12,12 0 0 1 160,76 V96'),
    S('M64,128 H192'),
    S('M168,128 V148'),
  ],
  messenger: [
    S('M48,104 C48,8 208,8 208,104'),
    M('M32,112 A16,16 0 0 1 48,96 H208 A16,16 0 0 1 224,112 V208 A16,16 0 0 1 208,224 H48 A16,16 0 0 1 32,208 Z'),
    M('M32,112 A16,16 0 0 1 48,96 H208 A16,16 0 0 1 224,112 V164 A12,12 0 0 1 212,176 H44 A12,12 0 0 1 32,164 Z'),
    RECT('light', 112, 148, 32, 52, 6),
  ],
  overcoat: [
    M('M60,52 L40,62 A12,12 0 0 0 32,74 V184 A8,8 0 0 0 40,192 H60 Z'),
    mirror([M('M60,52 L40,62 A12,12 0 0 0 32,74 V184 A8,8 0 0 0 40,192 H60 Z')]),
    M('M100,32 H156 L196,48 V224 A8,8 0 0 1 188,232 H68 A8,8 0 0 1 60,224 V48 Z'),
    L('M100,32 L128,100 L156,32 Z'),
    S('M100,32 L84,64 L128,132 L172,64 L156,32'),
    S('M128,132 V232'),
    S('M72,184 H100'),
    S('M156,184 H184'),
    DOT(110, 164, 8),
    DOT(146, 164, 8),
    DOT(110, 200, 8),
    DOT(146, 200, 8),
  ],
  shorts: [
    M('M56,40 H200 L218,184 A8,8 0 0 1 211,193 L146,202 A8,8 0 0 1 137,195 L128,124 L119,195 A8,8 0 0 1 110,202 L45,193 A8,8 0 0 1 38,184 Z'),
    L('M56,40 H200 L203,68 H53 Z'),
    S('M128,68 V112'),
    S('M94,68 Q84,96 50,104'),
    S('M162,68 Q172,96 206,104'),
  ],
  skirt: [
    M('M76,64 H180 L220,214 A8,8 0 0 1 212,224 H44 A8,8 0 0 1 36,214 Z'),
    L('M84,36 H172 A8,8 0 0 1 180,44 V64 H76 V44 A8,8 0 0 1 84,36 Z'),
    S('M104,64 L86,224'),
    S('M128,64 V224'),
    S('M152,64 L170,224'),
  ],
  sweater: [
    M('M64,52 C46,58 38,66 36,84 L24,204 H58 L62,112 Z'),
    mirror([M('M64,52 C46,58 38,66 36,84 L24,204 H58 L62,112 Z')]),
    L('M27.6,168 H59.3 L58,204 H24 Z'),
    mirror([L('M27.6,168 H59.3 L58,204 H24 Z')]),
    M('M96,40 H160 L196,52 V220 A8,8 0 0 1 188,228 H68 A8,8 0 0 1 60,220 V52 Z'),
    L('M60,196 H196 V220 A8,8 0 0 1 188,228 H68 A8,8 0 0 1 60,220 Z'),
    L('M96,40 Q128,92 160,40 Z'),
  ],
  scarf: [
    M('M40,48 H76 C76,92 180,92 180,48 H216 C216,136 40,136 40,48 Z'),
    M('M134,104 L170,96 L190,206 H148 Z'),
    LF('M148.6,168 H183.1 L186.7,188 H148.3 Z'),
    S('M134,104 L170,96 L190,206 H148 Z'),
    M('M84,98 L124,108 L116,220 H72 Z'),
    LF('M76.3,176 H118.9 L117.4,196 H74.4 Z'),
    S('M84,98 L124,108 L116,220 H72 Z'),
    S('M84,224 V236', 10),
    S('M104,224 V236', 10),
    S('M160,210 V222', 10),
    S('M178,210 V222', 10),
  ],
  glove: [
    RECT('main', 76, 62, 36, 100, 18),
    RECT('main', 110, 36, 36, 124, 18),
    RECT('main', 144, 48, 36, 112, 18),
    RECT('main', 178, 80, 34, 90, 17),
    G('rotate(-38 92 184)', [RECT('main', 74, 96, 38, 100, 19)]),
    MF('M76,112 H212 V168 Q212,204 176,204 H112 Q76,204 76,168 Z'),
    S('M212,120 V168 Q212,204 176,204 H112 Q76,204 76,168 V156'),
    RECT('light', 92, 194, 104, 40, 8),
  ],
  rainjacket: [
    M('M74,84 C64,26 98,6 128,6 C158,6 192,26 182,84 Z'),
    M('M60,64 L40,74 A12,12 0 0 0 32,86 V196 A8,8 0 0 0 40,204 H60 Z'),
    mirror([M('M60,64 L40,74 A12,12 0 0 0 32,86 V196 A8,8 0 0 0 40,204 H60 Z')]),
    M('M88,56 H168 L196,68 V216 A8,8 0 0 1 188,224 H68 A8,8 0 0 1 60,216 V68 Z'),
    L('M96,64 C96,36 110,24 128,24 C146,24 160,36 160,64 C150,80 106,80 96,64 Z'),
    S('M128,72 V224'),
    S('M76,148 L90,184'),
    S('M180,148 L166,184'),
    S('M112,74 V96', 10),
    S('M144,74 V96', 10),
  ],
  sling: [
    S('M58,168 C30,48 196,8 210,124'),
    G('rotate(-16 128 164)', [RECT('main', 36, 120, 184, 92, 46), RECT('light', 76, 164, 104, 34, 17), S('M72,144 H184')]),
  ],
  puffer: [
    M('M66,56 C42,64 34,76 32,96 L28,194 A10,10 0 0 0 38,204 H62 Z'),
    mirror([M('M66,56 C42,64 34,76 32,96 L28,194 A10,10 0 0 0 38,204 H62 Z')]),
    M('M92,44 H164 L194,56 C202,60 204,64 204,72 V212 A12,12 0 0 1 192,224 H64 A12,12 0 0 1 52,212 V72 C52,64 54,60 62,56 Z'),
    L('M92,24 H164 V56 Q128,70 92,56 Z'),
    S('M128,62 V224'),
    S('M56,112 Q92,124 128,112 Q164,124 200,112'),
    S('M56,166 Q92,178 128,166 Q164,178 200,166'),
  ],
  bottle: [
    S('M156,34 C206,34 206,78 156,78'),
    M('M96,72 H160 A24,24 0 0 1 184,96 V216 A16,16 0 0 1 168,232 H88 A16,16 0 0 1 72,216 V96 A24,24 0 0 1 96,72 Z'),
    L('M72,128 H184 V180 H72 Z'),
    L('M104,24 H152 A8,8 0 0 1 160,32 V72 H96 V32 A8,8 0 0 1 104,24 Z'),
  ],
}

function glyph(key, extras = []) {
  if (extras.length) {
    const base = glyph(key)
    return (col) => base(col) + extras.map((p) => p(col)).join('')
  }
  const [kind, name] = key.split(':')
  if (kind === 'ph') return phosphor(name)
  const parts = OWN[name]
  if (!parts) throw new Error(`no hand-drawn glyph "${name}"`)
  return (col) => parts.map((p) => p(col)).join('')
}

// Bounding box of a glyph in grid units, measured from a 512 px raster (cached).
const bboxCache = new Map()
async function bbox(key) {
  if (bboxCache.has(key)) return bboxCache.get(key)
  const k = '#000'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="-64 -64 384 384">${glyph(key)({ light: k, main: k, ink: k })}</svg>`
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  let x0 = info.width,
    y0 = info.height,
    x1 = -1,
    y1 = -1
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * 4 + 3] > 16) {
        if (x < x0) x0 = x
        if (x > x1) x1 = x
        if (y < y0) y0 = y
        if (y > y1) y1 = y
      }
  const u = 384 / 512
  const box = { x: x0 * u - 64, y: y0 * u - 64, w: (x1 - x0 + 1) * u, h: (y1 - y0 + 1) * u }
  bboxCache.set(key, box)
  return box
}

// Place a glyph centred on (cx, cy), fitted to maxW x maxH and to a target visual area.
async function placed(key, col, extras, { cx, cy, maxW, maxH, area, maxScale = Infinity, rot = 0, bounds, shadow, shadowOpacity = 0.3, off = [0.035, 0.045] }) {
  const b = await bbox(key)
  const s = Math.min(maxW / b.w, maxH / b.h, Math.sqrt(area / (b.w * b.h)), maxScale)
  const gcx = b.x + b.w / 2,
    gcy = b.y + b.h / 2
  if (bounds) {
    // keep the (rotated) glyph fully inside the canvas, with a small margin
    const a = (Math.abs(rot) * Math.PI) / 180
    const hw = ((b.w * Math.cos(a) + b.h * Math.sin(a)) * s) / 2 + 14
    const hh = ((b.w * Math.sin(a) + b.h * Math.cos(a)) * s) / 2 + 14
    cx = Math.min(Math.max(cx, hw), bounds[0] - hw)
    cy = Math.min(Math.max(cy, hh), bounds[1] - hh)
  }
  const draw = glyph(key, extras)
  const t = (dx, dy) =>
    `translate(${(cx + dx).toFixed(2)} ${(cy + dy).toFixed(2)}) rotate(${rot}) scale(${s.toFixed(4)}) translate(${-gcx.toFixed(2)} ${-gcy.toFixed(2)})`
  const size = Math.max(b.w, b.h) * s
  const sh = shadow
    ? `<g opacity="${shadowOpacity}" transform="${t(size * off[0], size * off[1])}">${draw({ light: shadow, main: shadow, ink: shadow })}</g>`
    : ''
  return `${sh}<g transform="${t(0, 0)}">${draw(col)}</g>`
}

/* ------------------------------------------------------- item -> art map */
// glyph: 'ph:<phosphor name>' or 'own:<key in OWN>'; color: the product colour.
const ITEMS = {
  // Bags
  'canvas-rolltop-backpack': ['ph:backpack', C.olive],
  'leather-weekender-duffel': ['own:duffel', C.camel],
  'market-canvas-tote': ['ph:tote', C.navy],
  'everyday-crossbody-bag': ['ph:handbag-simple', C.rose],
  'waxed-canvas-messenger-bag': ['own:messenger', C.forest],
  'quilted-shoulder-bag': ['ph:handbag', C.black],
  'carry-on-rolling-suitcase': ['ph:suitcase-rolling', C.teal],
  'leather-briefcase': ['ph:briefcase', C.tan],
  // Apparel
  'classic-crew-neck-t-shirt': ['ph:t-shirt', C.coral],
  'oxford-button-down-shirt': ['ph:shirt-folded', C.sky],
  'heavyweight-pullover-hoodie': ['ph:hoodie', C.charcoal],
  'slim-fit-selvedge-jeans': ['ph:pants', C.denim],
  'floral-wrap-midi-dress': ['ph:dress', C.rose],
  'wool-blend-overcoat': ['own:overcoat', C.camel],
  'stretch-chino-shorts': ['own:shorts', C.tan],
  'pleated-midi-skirt': ['own:skirt', C.plum],
  'cashmere-crewneck-sweater': ['own:sweater', C.burgundy],
  // Accessories
  'classic-baseball-cap': ['ph:baseball-cap', C.navy],
  'ribbed-knit-beanie': ['ph:beanie', C.mustard],
  'polarized-aviator-sunglasses': ['ph:sunglasses', C.teal],
  'full-grain-leather-belt': ['ph:belt', C.camel],
  'minimalist-leather-strap-watch': ['ph:watch', C.tan],
  'merino-wool-scarf': ['own:scarf', C.rust],
  'leather-touchscreen-gloves': ['own:glove', C.charcoal],
  // City
  'waterproof-commuter-jacket': ['own:rainjacket', C.mustard],
  'canvas-high-top-sneakers': ['ph:sneaker', C.brick],
  'compact-travel-umbrella': ['ph:umbrella', C.navy],
  'slim-card-wallet': ['ph:wallet', C.burgundy],
  'urban-sling-bag': ['own:sling', C.slate],
  'cargo-jogger-pants': ['ph:pants', C.olive, [RECT('light', 56, 132, 34, 40, 6), RECT('light', 166, 132, 34, 40, 6)]],
  'round-frame-blue-light-glasses': ['ph:eyeglasses', C.tan],
  'striped-crew-socks': ['ph:sock', C.coral],
  // Adventure
  'waterproof-hiking-boots': ['ph:boot', C.camel],
  'two-person-backpacking-tent': ['ph:tent', C.rust],
  'packable-down-jacket': ['own:puffer', C.teal],
  'insulated-water-bottle': ['own:bottle', C.sky],
  'compact-trail-binoculars': ['ph:binoculars', C.forest],
  'rechargeable-led-flashlight': ['ph:flashlight', C.mustard],
  'wide-brim-ranger-hat': ['ph:cowboy-hat', C.tan],
  'baseplate-hiking-compass': ['ph:compass', C.brick],
}

/* ----------------------------------------------------------- item images */
// A view is '' (the item's own picture), a colour of the palette C (the same drawing in that colour), 'detail'
// (a close-up: the drawing enlarged and cropped by the frame) or '<colour>-detail' (the close-up in that colour).
async function itemImage(slug, coll, view = '') {
  const spec = ITEMS[slug]
  if (!spec) throw new Error(`no artwork mapped for item "${slug}" (add it to ITEMS)`)
  const [key, itemColour, extras] = spec
  const detail = /(^|-)detail$/.test(view)
  const colour = view.replace(/-?detail$/, '')
  if (colour && !C[colour]) throw new Error(`no colour "${colour}" in the palette for ${slug}`)
  const main = colour ? C[colour] : itemColour
  const N = 480
  const art = await placed(key, { light: LIGHT, main, ink: INK }, extras, {
    cx: detail ? N * 0.62 : N / 2,
    cy: detail ? N * 0.64 : N / 2 - 4,
    maxW: detail ? 900 : 320,
    maxH: detail ? 820 : 290,
    area: detail ? 700 * 700 : 275 * 275,
    maxScale: detail ? 3.2 : 1.32,
    shadow: coll.shadow,
    shadowOpacity: 0.35,
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${N}" height="${N}" viewBox="0 0 ${N} ${N}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${coll.bg[0]}"/><stop offset="1" stop-color="${coll.bg[1]}"/></linearGradient></defs>
<rect width="${N}" height="${N}" fill="url(#bg)"/>
<circle cx="${N / 2}" cy="${N / 2}" r="192" fill="#ffffff" opacity="0.45"/>
${art}</svg>`
  const file = path.join(OUT, 'items', `${view ? `${slug}--${view}` : slug}.webp`)
  await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(file)
  return file
}

/* ------------------------------------------------------------ home tiles */
// Slots in fractions of the tile (x of width, y and size of height). The middle band is
// left empty (plus a soft white glow) because the page overlays the title box there.
const SLOTS = [
  { x: 0.12, y: 0.3, s: 0.38, r: -10 },
  { x: 0.1, y: 0.8, s: 0.28, r: 12 },
  { x: 0.34, y: 0.85, s: 0.26, r: -6 },
  { x: 0.36, y: 0.13, s: 0.2, r: 12 },
  { x: 0.88, y: 0.3, s: 0.36, r: 9 },
  { x: 0.91, y: 0.8, s: 0.26, r: -12 },
  { x: 0.66, y: 0.85, s: 0.28, r: 7 },
  { x: 0.64, y: 0.13, s: 0.2, r: -12 },
]

async function tile(title, items) {
  const coll = COLLECTIONS[title]
  const [W, H] = TILE_SIZE[coll.size]
  const keys = items.map((it) => ITEMS[slugOf(it)])
  let art = ''
  // Fewer items than slots: the last (least important) slots stay empty, no repeats.
  for (const [i, slot] of SLOTS.slice(0, keys.length).entries()) {
    const [key, main, extras] = keys[i]
    const box = slot.s * H
    art += await placed(key, { light: LIGHT, main, ink: INK }, extras, {
      cx: slot.x * W,
      cy: slot.y * H,
      maxW: box * 1.15,
      maxH: box,
      area: box * box * 0.85,
      maxScale: (box / 224) * 1.1,
      rot: slot.r,
      shadow: coll.shadow,
      shadowOpacity: 0.3,
      bounds: [W, H],
    })
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${coll.bg[0]}"/><stop offset="1" stop-color="${coll.bg[1]}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="${W / 2}" cy="${H / 2}" rx="${W * 0.34}" ry="${H * 0.42}" fill="url(#glow)"/>
${art}</svg>`
  if (process.env.KEEP_SVG) fs.writeFileSync(path.join(process.env.KEEP_SVG, `${coll.file}.svg`), svg)
  const img = sharp(Buffer.from(svg)).flatten({ background: coll.bg[0] })
  const base = path.join(OUT, coll.file)
  if (coll.ext === 'jpg') {
    await img.clone().jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' }).toFile(`${base}.jpg`)
  } else {
    // Palette PNG: use the most dithering (smoothest gradient) that stays under the size budget.
    let png
    for (const dither of [0.6, 0.45, 0.3, 0]) {
      png = await img.clone().png({ palette: true, colours: 64, quality: 90, dither, effort: 10, compressionLevel: 9 }).toBuffer()
      if (png.length <= 42_000) break
    }
    fs.writeFileSync(`${base}.png`, png)
  }
  await img.clone().webp({ quality: 55, effort: 6, smartSubsample: true }).toFile(`${base}.webp`)
  if (W <= 760) return [`${base}.${coll.ext}`, `${base}.webp`]
  // Large tiles also come 760 wide, for phones (the page picks one with srcset/sizes).
  await img.clone().resize(760).webp({ quality: 55, effort: 6, smartSubsample: true }).toFile(`${base}-760.webp`)
  return [`${base}.${coll.ext}`, `${base}.webp`, `${base}-760.webp`]
}

/* ------------------------------------------------------------------ main */
const slugOf = (item) => {
  const m = /^\/images\/items\/([a-z0-9-]+)\.webp$/.exec(item.imageUrl)
  if (!m) throw new Error(`unexpected imageUrl ${item.imageUrl}`)
  return m[1]
}

const catalog = JSON.parse(fs.readFileSync(CATALOG, 'utf8'))
fs.mkdirSync(path.join(OUT, 'items'), { recursive: true })
const written = []
for (const coll of catalog) {
  const style = COLLECTIONS[coll.title]
  if (!style) throw new Error(`no style for collection "${coll.title}"`)
  for (const item of coll.items) {
    const slug = slugOf(item)
    if (!wanted(slug)) continue
    written.push(await itemImage(slug, style))
    // Extra views (item.images), one picture per colour and its close-ups (item.colors[].imageUrl and .images):
    // /images/items/<slug>--<view>.webp.
    const colourViews = (item.colors ?? []).flatMap((colour) => [colour.imageUrl, ...(colour.images ?? [])]).filter(Boolean)
    const views = [...(item.images ?? []), ...colourViews]
    for (const url of new Set(views)) {
      if (url === item.imageUrl) continue
      const m = /^\/images\/items\/([a-z0-9-]+?)--([a-z]+(?:-detail)?)\.webp$/.exec(url)
      if (!m || m[1] !== slug) throw new Error(`unexpected view ${url} of ${slug}`)
      written.push(await itemImage(slug, style, m[2]))
    }
  }
  if (wanted(style.file)) written.push(...(await tile(coll.title, coll.items)))
}
for (const f of written) console.log(`${String(fs.statSync(f).size).padStart(7)}  ${path.relative(ROOT, f)}`)

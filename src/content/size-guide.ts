// The size guide: body measurements per size, for tops, bottoms, shoes and more. Product pages with sizes link
// to it. How a page's text is written: ./shop-info.ts.
import type { InfoPageText } from './shop-info-schema'

export const sizeGuide: InfoPageText = {
  title: 'Size guide',
  description: 'Find your size: body measurements in centimetres for our tops, bottoms, shoes, gloves and socks.',
  intro: 'All measurements are of your body, not of the garment, in centimetres. Between two sizes? Take the larger one for a relaxed fit.',
  sections: [
    {
      heading: 'Tops',
      blocks: [
        {
          table: {
            caption: 'T-shirts, shirts, hoodies and jackets',
            columns: ['Size', 'Chest (cm)', 'Waist (cm)', 'Sleeve (cm)'],
            rows: [
              ['XS', '84–88', '70–74', '60'],
              ['S', '88–94', '74–80', '62'],
              ['M', '94–100', '80–86', '64'],
              ['L', '100–106', '86–92', '66'],
              ['XL', '106–112', '92–98', '67'],
            ],
          },
        },
      ],
    },
    {
      heading: 'Bottoms',
      blocks: [
        {
          table: {
            caption: 'Jeans and trousers',
            columns: ['Size', 'Waist (cm)', 'Hip (cm)', 'Inside leg (cm)'],
            rows: [
              ['XS', '70–74', '86–90', '79'],
              ['S', '74–80', '90–96', '80'],
              ['M', '80–86', '96–102', '81'],
              ['L', '86–92', '102–108', '82'],
              ['XL', '92–98', '108–114', '83'],
            ],
          },
        },
      ],
    },
    {
      heading: 'Shoes',
      blocks: [
        {
          table: {
            caption: 'Sneakers and boots',
            columns: ['EU', 'UK', 'US', 'Foot length (cm)'],
            rows: [
              ['38', '5', '6', '24.0'],
              ['39', '6', '7', '24.7'],
              ['40', '6.5', '7.5', '25.3'],
              ['41', '7', '8', '26.0'],
              ['42', '8', '9', '26.7'],
              ['43', '9', '10', '27.3'],
              ['44', '9.5', '10.5', '28.0'],
              ['45', '10.5', '11.5', '28.7'],
              ['46', '11', '12', '29.3'],
            ],
          },
        },
        'Our hiking boots are cut for a thick sock: if you are between two sizes, take the larger one.',
      ],
    },
    {
      heading: 'Gloves and socks',
      blocks: [
        {
          table: {
            caption: 'Gloves by hand size, socks by shoe size',
            columns: ['Size', 'Gloves: hand (cm)', 'Socks: EU shoe size'],
            rows: [
              ['S', '18–20', '36–39'],
              ['M', '20–22', '40–43'],
              ['L', '22–24', '44–47'],
            ],
          },
        },
      ],
    },
    {
      heading: 'How to measure',
      blocks: [
        {
          list: [
            'Chest: around the fullest part, under your arms, keeping the tape level.',
            'Waist: around your natural waistline, the narrowest part of your body.',
            'Hip: around the fullest part of your hips, feet together.',
            'Sleeve: from the middle of the back of your neck, over the shoulder, to the wrist.',
            'Inside leg: from the crotch to the floor, without shoes.',
            'Hand: around your palm, below the knuckles, without the thumb.',
            'Foot length: stand on paper, mark your heel and longest toe, and measure between the marks. Feet are largest in the evening.',
          ],
        },
      ],
    },
  ],
}

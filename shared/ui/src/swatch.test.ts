import { swatchColor } from './swatch.ts';

it('gives each catalogue colour its own swatch, whatever the case or spacing of the name', () => {
  expect(swatchColor('navy')).toBe(swatchColor(' Navy '));
  expect(new Set(['red', 'blue', 'black', 'white', 'navy'].map(swatchColor)).size).toBe(5);
});

it('gives a colour outside the catalogue a neutral grey', () => {
  expect(swatchColor('ochre')).toBe('#d6d3d1');
});

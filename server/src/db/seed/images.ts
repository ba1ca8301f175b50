import { COLOR_HEX, type ColorName } from '@store/contracts';
import type { Shape } from './garments.ts';

/**
 * Product pictures drawn by us as SVG (no network, a few hundred bytes each): the garment's
 * silhouette in its colour on a soft backdrop, a texture for its material, front and back views.
 */

type View = 'front' | 'back';

const OUTLINES: Record<Shape, string> = {
  tee: 'M150 80 L118 92 L62 132 L86 192 L116 178 L116 424 L284 424 L284 178 L314 192 L338 132 L282 92 L250 80 Q200 116 150 80 Z',
  shirt:
    'M152 78 L116 92 L78 150 L64 330 L100 334 L118 200 L118 426 L282 426 L282 200 L300 334 L336 330 L322 150 L284 92 L248 78 L200 110 Z',
  hoodie:
    'M150 96 Q150 46 200 40 Q250 46 250 96 L290 104 L330 160 L342 330 L304 334 L290 210 L290 420 L110 420 L110 210 L96 334 L58 330 L70 160 L110 104 Z',
  jacket:
    'M150 80 L108 96 L72 160 L62 336 L100 340 L116 210 L114 420 L286 420 L284 210 L300 340 L338 336 L328 160 L292 96 L250 80 L200 118 Z',
  kurta:
    'M160 70 L126 84 L84 150 L102 230 L126 218 L118 452 L282 452 L274 218 L298 230 L316 150 L274 84 L240 70 Q200 104 160 70 Z',
  pants: 'M128 70 L272 70 L292 440 L222 440 L200 176 L178 440 L108 440 Z',
  shorts: 'M126 120 L274 120 L300 300 L214 310 L200 210 L186 310 L100 300 Z',
  skirt: 'M148 90 L252 90 L306 410 Q200 432 94 410 Z',
  dress:
    'M168 56 L150 66 L140 160 L158 206 L92 446 Q200 470 308 446 L242 206 L260 160 L250 66 L232 56 Q200 92 168 56 Z',
  set: 'M160 40 L132 50 L96 88 L114 128 L136 118 L136 226 L264 226 L264 118 L286 128 L304 88 L268 50 L240 40 Q200 66 160 40 Z M140 244 L260 244 L276 460 L218 460 L200 322 L182 460 L124 460 Z',
};

/** Seams, pockets and plackets; the back view shows fewer of them. */
const DETAILS: Record<Shape, Record<View, string>> = {
  tee: { front: 'M160 84 Q200 110 240 84', back: 'M165 82 Q200 96 235 82' },
  shirt: {
    front: 'M200 112 L200 420 M186 150 h4 M186 200 h4 M186 250 h4 M186 300 h4 M230 150 h34 v30 h-34 z',
    back: 'M130 150 Q200 170 270 150',
  },
  hoodie: {
    front: 'M170 96 Q200 130 230 96 M150 300 h100 l-12 60 h-76 z M190 120 v50 M210 120 v50',
    back: 'M150 96 Q200 126 250 96',
  },
  jacket: {
    front: 'M200 118 L200 420 M114 400 h172 M130 260 h40 M230 260 h40',
    back: 'M114 400 h172 M150 120 Q200 140 250 120',
  },
  kurta: {
    front: 'M200 100 L200 200 M194 120 h12 M194 150 h12 M194 180 h12',
    back: 'M170 76 Q200 92 230 76',
  },
  pants: {
    front: 'M128 92 h144 M200 92 L200 176 M150 110 q10 30 30 36 M250 110 q-10 30 -30 36',
    back: 'M128 92 h144 M150 140 h36 v24 h-36 z M214 140 h36 v24 h-36 z',
  },
  shorts: {
    front: 'M126 140 h148 M200 140 L200 210',
    back: 'M126 140 h148 M150 170 h36 v22 h-36 z M214 170 h36 v22 h-36 z',
  },
  skirt: {
    front: 'M148 110 h104 M170 110 L150 400 M230 110 L250 400',
    back: 'M148 110 h104 M200 110 L200 420',
  },
  dress: {
    front: 'M150 170 Q200 190 250 170 M176 60 Q200 84 224 60',
    back: 'M150 170 Q200 190 250 170 M200 70 L200 170',
  },
  set: {
    front: 'M172 44 Q200 62 228 44 M140 262 h120 M200 262 L200 322',
    back: 'M140 262 h120 M168 42 Q200 54 232 42',
  },
};

function texture(material: string, id: string, ink: string): { defs: string; fill: string } {
  const pattern = (size: number, body: string) =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`;
  switch (material) {
    case 'Denim':
      return {
        defs: pattern(8, `<path d="M0 8 L8 0" stroke="${ink}" stroke-opacity=".18" stroke-width="1.5"/>`),
        fill: `url(#${id})`,
      };
    case 'Linen':
      return {
        defs: pattern(6, `<path d="M0 3 H6" stroke="${ink}" stroke-opacity=".12"/>`),
        fill: `url(#${id})`,
      };
    case 'Fleece':
    case 'Woolmate':
      return {
        defs: pattern(10, `<circle cx="5" cy="5" r="1.4" fill="${ink}" fill-opacity=".14"/>`),
        fill: `url(#${id})`,
      };
    case 'Silk':
    case 'Viscose':
      return {
        defs: `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity=".2"/></linearGradient>`,
        fill: `url(#${id})`,
      };
    default:
      return { defs: '', fill: 'none' };
  }
}

function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

export interface ImageSpec {
  shape: Shape;
  color: string;
  /** Colour of the lower piece of a set. */
  secondColor?: string | undefined;
  material: string;
  view: View;
}

export function garmentSvg({ shape, color, secondColor, material, view }: ImageSpec): string {
  const fill = COLOR_HEX[color as ColorName] ?? '#8e8e93';
  const light = isLight(fill);
  const ink = light ? '#1c1917' : '#ffffff';
  const backdrop = light ? '#e7e5e4' : '#f5f5f4';
  const lineColor = light ? '#57534e' : '#1c1917';
  const tex = texture(material, 't', ink);
  const outline = OUTLINES[shape];
  const pieces =
    shape === 'set' && secondColor
      ? outline
          .split(' M')
          .map((part, index) => (index === 0 ? part : `M${part}`))
          .map((part, index) => {
            const pieceFill = index === 0 ? fill : (COLOR_HEX[secondColor as ColorName] ?? fill);
            return `<path d="${part}" fill="${pieceFill}" stroke="${lineColor}" stroke-width="3" stroke-linejoin="round"/><path d="${part}" fill="${tex.fill}"/>`;
          })
          .join('')
      : `<path d="${outline}" fill="${fill}" stroke="${lineColor}" stroke-width="3" stroke-linejoin="round"/><path d="${outline}" fill="${tex.fill}"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="800" height="1000">',
    `<defs>${tex.defs}<radialGradient id="b" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${backdrop}"/></radialGradient></defs>`,
    '<rect width="400" height="500" fill="url(#b)"/>',
    '<ellipse cx="200" cy="470" rx="130" ry="12" fill="#000" fill-opacity=".07"/>',
    view === 'back' ? '<g transform="translate(400 0) scale(-1 1)">' : '<g>',
    pieces,
    `<path d="${DETAILS[shape][view]}" fill="none" stroke="${lineColor}" stroke-opacity=".55" stroke-width="2.5" stroke-linecap="round"/>`,
    '</g></svg>',
  ].join('');
}

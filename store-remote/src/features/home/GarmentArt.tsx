import { cn } from '@store/ui';

/** Silhouettes in the style of the catalogue's pictures (400 × 500 grid), for decorative art. */
const SHAPES = {
  shirt:
    'M152 78 L116 92 L78 150 L64 330 L100 334 L118 200 L118 426 L282 426 L282 200 L300 334 L336 330 L322 150 L284 92 L248 78 L200 110 Z',
  dress:
    'M168 56 L150 66 L140 160 L158 206 L92 446 Q200 470 308 446 L242 206 L260 160 L250 66 L232 56 Q200 92 168 56 Z',
  kurta:
    'M160 70 L126 84 L84 150 L102 230 L126 218 L118 452 L282 452 L274 218 L298 230 L316 150 L274 84 L240 70 Q200 104 160 70 Z',
  pants: 'M128 70 L272 70 L292 440 L222 440 L200 176 L178 440 L108 440 Z',
  tee: 'M150 80 L118 92 L62 132 L86 192 L116 178 L116 424 L284 424 L284 178 L314 192 L338 132 L282 92 L250 80 Q200 116 150 80 Z',
} as const;

export type GarmentShape = keyof typeof SHAPES;

/** A garment drawn in one colour with a soft outline; purely decorative (hidden from readers). */
export function GarmentArt({
  shape,
  color,
  className,
}: {
  shape: GarmentShape;
  color: string;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="40 30 320 450" className={cn('block', className)}>
      <path
        d={SHAPES[shape]}
        fill={color}
        stroke="rgba(28,25,23,.25)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

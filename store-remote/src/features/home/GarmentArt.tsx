import { cn } from '@store/ui';

export type GarmentShape = 'shirt' | 'dress' | 'kurta' | 'pants' | 'tee';

/**
 * A garment drawn in one colour with a soft outline; purely decorative (hidden from readers). The
 * silhouette is a CSS mask (`.garment-<shape>` in styles.css), the outline a drop shadow around it.
 */
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
    <span
      aria-hidden="true"
      className={cn('block aspect-[32/45] drop-shadow-[0_0_1.5px_rgba(28,25,23,.45)]', className)}
    >
      <span className={`garment-${shape} block h-full`} style={{ backgroundColor: color }} />
    </span>
  );
}

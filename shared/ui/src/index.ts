export { Button, type ButtonProps } from './Button.tsx';
export { cn } from './cn.ts';
export { useFocusHeading } from './focus-heading.ts';
export { capitalise, formatDate, initials, shortId } from './format.ts';
export { formatRupees, hasPaise, useRupees } from './money.ts';
export { Price, sellingPrice } from './Price.tsx';
export { Skeleton } from './Skeleton.tsx';
export { Spinner } from './Spinner.tsx';
export { swatchColor } from './swatch.ts';

export { Button, type ButtonProps } from './Button.tsx';
export { cn } from './cn.ts';
export { capitalise, formatDate, formatRupees, initials, shortId } from './format.ts';
export { Price, sellingPrice } from './Price.tsx';
export { Skeleton } from './Skeleton.tsx';
export { Spinner } from './Spinner.tsx';
export { swatchColor } from './swatch.ts';

export { Icon } from './Icon.tsx';
export type { IconName } from './icon-paths.ts';

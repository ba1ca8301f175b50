export { Drawer } from './Drawer.tsx';
export { useModal } from './use-modal.ts';

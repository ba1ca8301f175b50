import type { ProductImage } from '@store/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwipeGallery } from './SwipeGallery.tsx';

const images: ProductImage[] = [
  { url: '/uploads/shirt-front.svg', altText: 'Linen Camp Shirt, front', color: 'navy' },
  { url: '/uploads/shirt-back.svg', altText: 'Linen Camp Shirt, back', color: 'navy' },
];

const strip = () => screen.getByRole('region', { name: 'Pictures of Linen Camp Shirt' });
const thumbnail = (n: number) => screen.getByRole('button', { name: `Show image ${n} of 2` });

/** jsdom lays nothing out: the strip is given a width and a scroll position. */
function layOut(element: HTMLElement, width: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  const scrollTo = jest.fn((options: ScrollToOptions) => {
    element.scrollLeft = options.left ?? 0;
  });
  element.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return scrollTo;
}

it('shows every picture side by side in a strip that can be swiped, the one in view marked', () => {
  render(<SwipeGallery images={images} name="Linen Camp Shirt" />);
  const pictures = within(strip()).getAllByRole('img');
  expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
    'Linen Camp Shirt, front',
    'Linen Camp Shirt, back',
  ]);
  expect(strip()).toHaveAttribute('tabindex', '0');
  expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'true');

  // A swipe scrolls the strip: the picture in view follows.
  layOut(strip(), 320);
  strip().scrollLeft = 320;
  fireEvent.scroll(strip());
  expect(thumbnail(2)).toHaveAttribute('aria-pressed', 'true');
  expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'false');
});

it('scrolls the strip to the picture of a thumbnail', async () => {
  render(<SwipeGallery images={images} name="Linen Camp Shirt" />);
  const scrollTo = layOut(strip(), 320);
  await userEvent.click(thumbnail(2));
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 320 }));
  expect(thumbnail(2)).toHaveAttribute('aria-pressed', 'true');
});

it('zooms the picture in view: over the whole screen, in and out, and Escape goes back', async () => {
  render(<SwipeGallery images={images} name="Linen Camp Shirt" />);
  layOut(strip(), 320);
  strip().scrollLeft = 320;
  fireEvent.scroll(strip());
  const zoomButton = screen.getByRole('button', { name: 'Zoom picture' });
  await userEvent.click(zoomButton);

  const zoom = await screen.findByRole('dialog', { name: 'Zoomed picture of Linen Camp Shirt' });
  expect(within(zoom).getByText('Picture 2 of 2')).toBeInTheDocument();
  const picture = within(zoom).getByRole('img', { name: 'Linen Camp Shirt, back' });
  expect(within(zoom).getByRole('button', { name: 'Zoom in' })).toHaveFocus();
  await userEvent.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
  expect(picture).toHaveStyle({ width: '250%' });
  expect(within(zoom).getByRole('button', { name: 'Zoom out' })).toHaveFocus();
  // A click on the picture zooms out again (and in, around the point clicked).
  await userEvent.click(picture);
  expect(within(zoom).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  await userEvent.click(picture);
  expect(picture).toHaveStyle({ width: '250%' });

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(zoomButton).toHaveFocus();
});

it("opens the zoom with a click on a picture, and 'Close zoom' leaves", async () => {
  render(<SwipeGallery images={images} name="Linen Camp Shirt" />);
  await userEvent.click(within(strip()).getByRole('img', { name: 'Linen Camp Shirt, front' }));
  const zoom = await screen.findByRole('dialog', { name: 'Zoomed picture of Linen Camp Shirt' });
  expect(within(zoom).getByText('Picture 1 of 2')).toBeInTheDocument();
  await userEvent.click(within(zoom).getByRole('button', { name: 'Close zoom' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a single picture has no thumbnails and no stop of its own', () => {
  render(<SwipeGallery images={images.slice(0, 1)} name="Linen Camp Shirt" />);
  expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
  expect(strip()).not.toHaveAttribute('tabindex');
  expect(screen.getByRole('button', { name: 'Zoom picture' })).toBeInTheDocument();
});

import { PICTURE_WIDTHS } from '@store/contracts/pictures';
import { render, screen } from '@testing-library/react';
import { Picture, pictureSources } from './Picture.tsx';

const PHOTO = '/uploads/products/0123456789abcdef01234567_1600x2000.webp';
const base = PHOTO.replace('.webp', '');

describe('Picture', () => {
  it('serves a photo kept in several widths as AVIF and WebP srcsets with sizes, width and height', () => {
    const { container } = render(<Picture src={PHOTO} sizes="50vw" alt="A red kurta" />);
    const img = screen.getByRole('img', { name: 'A red kurta' });
    expect(img).toHaveAttribute('src', PHOTO);
    expect(img).toHaveAttribute(
      'srcset',
      `${base}_320.webp 320w,${base}_640.webp 640w,${base}_960.webp 960w,${base}_1280.webp 1280w,${base}.webp 1600w`,
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('sizes', '50vw');
    expect(source?.getAttribute('srcset')).toBe(
      `${base}_320.avif 320w,${base}_640.avif 640w,${base}_960.avif 960w,${base}_1280.avif 1280w,${base}.avif 1600w`,
    );
  });

  it('lists only the copies narrower than the photo, and uses the widths the server makes', () => {
    expect(pictureSources('/uploads/catalog/x-photo_800x1000.webp')?.avif).toBe(
      '/uploads/catalog/x-photo_800x1000_320.avif 320w,/uploads/catalog/x-photo_800x1000_640.avif 640w,/uploads/catalog/x-photo_800x1000.avif 800w',
    );
    const widths = (pictureSources(PHOTO)?.webp ?? '').match(/ (\d+)w/g)?.map((w) => Number.parseInt(w, 10));
    expect(widths).toEqual([...PICTURE_WIDTHS, 1600]);
  });

  it('keeps a drawing a plain lazy <img>, and a caller may make it eager and urgent', () => {
    const { container } = render(
      <Picture
        src="/uploads/catalog/a-red-front.svg"
        sizes="50vw"
        alt="A drawing"
        loading="eager"
        fetchPriority="high"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'A drawing' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});

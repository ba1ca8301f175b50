import { resolveAssetUrl, toApiError } from '@store/api';
import { uploadImage } from '@store/api/admin';
import type { ProductImage } from '@store/contracts';
import { MAX_UPLOAD_BYTES } from '@store/contracts/constants';
import { Button, capitalise } from '@store/ui';
import { type ChangeEvent, useId, useState } from 'react';
import { field } from '../../components/form/field-styles.ts';
import { UploadProgress } from './UploadProgress.tsx';

/** The API keeps at most this many images per product (contracts: productFields.images). */
export const MAX_IMAGES = 10;

interface ImageManagerProps {
  images: ProductImage[];
  /** The product's colours: a picture can be attached to one of them, or fit every colour. */
  colors: string[];
  /** Functional update: several uploads may finish one after the other. */
  onChange: (update: (images: ProductImage[]) => ProductImage[]) => void;
  /** Alt text given to a new upload until the admin writes a better one (the product's name). */
  defaultAltText: string;
  onUploadingChange: (uploading: boolean) => void;
}

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** Product images: upload through POST /api/upload with progress, alt text, colour, reorder, remove. */
export function ImageManager({
  images,
  colors,
  onChange,
  defaultAltText,
  onUploadingChange,
}: ImageManagerProps) {
  const inputId = useId();
  const [upload, setUpload] = useState<{ fileName: string; fraction: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const full = images.length >= MAX_IMAGES;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Clearing the input lets the same file be chosen again after a failure.
    event.target.value = '';
    if (files.length === 0) return;
    setFailure(null);
    onUploadingChange(true);
    let room = MAX_IMAGES - images.length;
    try {
      for (const file of files) {
        if (room <= 0) {
          setFailure(`Failed to upload image: a product can have at most ${MAX_IMAGES} images`);
          break;
        }
        if (!file.type.startsWith('image/')) {
          setFailure(`Failed to upload image: ${file.name} is not an image`);
          continue;
        }
        if (file.size > MAX_UPLOAD_BYTES) {
          setFailure(
            `Failed to upload image: ${file.name} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
          );
          continue;
        }
        setUpload({ fileName: file.name, fraction: 0 });
        try {
          const { imageUrl } = await uploadImage(file, (fraction) =>
            setUpload({ fileName: file.name, fraction }),
          );
          room -= 1;
          onChange((current) =>
            current.some((image) => image.url === imageUrl)
              ? current
              : [...current, { url: imageUrl, altText: defaultAltText.trim(), color: null }],
          );
        } catch (error) {
          setFailure(`Failed to upload image: ${toApiError(error).message}`);
        }
      }
    } finally {
      setUpload(null);
      onUploadingChange(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {images.length === 0 ? (
        <p className="text-sm text-stone-600">
          No images yet. The first image is the one shoppers see first.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <li
                key={image.url}
                className="grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-[5rem_minmax(0,1fr)_auto]"
              >
                <div className="relative shrink-0">
                  <img
                    src={resolveAssetUrl(image.url)}
                    alt={image.altText || `Image ${number} of the product`}
                    className="h-16 w-16 rounded bg-stone-100 object-cover sm:h-20 sm:w-20"
                  />
                  {index === 0 && (
                    <span className="absolute inset-x-0 bottom-0 rounded-b bg-ink/80 text-center text-[10px] font-semibold uppercase tracking-wide text-white">
                      Main
                    </span>
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${inputId}-alt-${index}`} className={field.label}>
                    Alt text for image {number}
                  </label>
                  <input
                    id={`${inputId}-alt-${index}`}
                    className={field.input}
                    value={image.altText}
                    maxLength={200}
                    onChange={(event) => {
                      const altText = event.target.value;
                      onChange((current) =>
                        current.map((item, at) => (at === index ? { ...item, altText } : item)),
                      );
                    }}
                  />
                  <label htmlFor={`${inputId}-color-${index}`} className={`${field.label} mt-2`}>
                    Colour of image {number}
                  </label>
                  <select
                    id={`${inputId}-color-${index}`}
                    className={field.input}
                    value={image.color ?? ''}
                    onChange={(event) => {
                      const color = event.target.value === '' ? null : event.target.value;
                      onChange((current) =>
                        current.map((item, at) => (at === index ? { ...item, color } : item)),
                      );
                    }}
                  >
                    <option value="">Every colour</option>
                    {colors.map((color) => (
                      <option key={color} value={color}>
                        {capitalise(color)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="col-span-2 flex gap-2 sm:col-span-1">
                  <Button
                    variant="secondary"
                    className="flex-1 whitespace-nowrap px-3 py-1.5"
                    aria-label={`Move image ${number} up`}
                    disabled={index === 0}
                    onClick={() => onChange((current) => move(current, index, index - 1))}
                  >
                    ↑ Up
                  </Button>
                  <Button
                    variant="secondary"
                    className="flex-1 whitespace-nowrap px-3 py-1.5"
                    aria-label={`Move image ${number} down`}
                    disabled={index === images.length - 1}
                    onClick={() => onChange((current) => move(current, index, index + 1))}
                  >
                    ↓ Down
                  </Button>
                  <Button
                    variant="ghost"
                    className="flex-1 whitespace-nowrap px-3 py-1.5 text-rose-700"
                    aria-label={`Remove image ${number}`}
                    onClick={() => onChange((current) => current.filter((_, at) => at !== index))}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {upload && <UploadProgress fileName={upload.fileName} fraction={upload.fraction} />}
      {failure && (
        <p role="alert" className="rounded-md bg-rose-50 p-3 text-sm text-rose-800">
          {failure}
        </p>
      )}

      <div>
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-stone-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600`}
        >
          Upload Image
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={upload !== null || full}
            onChange={(event) => void onFiles(event)}
            className="sr-only"
          />
        </label>
        <p className={field.hint}>
          {full
            ? `A product can have at most ${MAX_IMAGES} images.`
            : `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each.`}
        </p>
      </div>
    </div>
  );
}

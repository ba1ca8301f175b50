import { returnsApi } from '@store/api/returns';
import { useAuthStore } from '@store/state';
import { useEffect, useState } from 'react';

/**
 * On the product page, for a signed-in shopper: the size they usually keep in the product's
 * category ("You usually keep M in Top Wear"), from delivered orders they did not return
 * (docs/product.md §2). Nothing for a guest, or when they kept nothing of the category.
 */
export function UsualSize({ productId }: { productId: string }) {
  const userId = useAuthStore((state) => state.user?._id ?? null);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    setText(null);
    if (userId === null) return;
    let live = true;
    returnsApi.usualSize(productId).then(
      (answer) => {
        if (live && answer.size) setText(`You usually keep ${answer.size} in ${answer.category}`);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, productId]);
  if (!text) return null;
  return <p className="text-sm text-stone-700">{text}</p>;
}

/**
 * The focus ring of every control a keyboard reaches, measured in the page: its outline (style, width,
 * colour) and the colour behind it (the nearest ancestors' backgrounds, see-through ones blended over
 * what lies under them), and their contrast ratio (WCAG 2.x relative luminance).
 */
import type { Page } from '@playwright/test';

export interface RingReport {
  /** 'BUTTON "Add to Cart"': what was focused. */
  control: string;
  style: string;
  width: number;
  ring: string;
  background: string;
  contrast: number;
  /** Where it is on the page, to notice focus coming round again. */
  at: string;
}

/** Measures the control that has focus now; null when focus is on the page itself. */
export function measureFocusRing(page: Page): Promise<RingReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // A control whose colours ease in (transition-colors) is measured as it ends up, not mid-way:
    // its transitions are taken to their end at once (waiting them out cost 150 ms a stop).
    for (const animation of element.getAnimations()) animation.finish();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    // Any CSS colour (rgb, oklch, lab…) as sRGB 0-255 with alpha 0-1, as the browser paints it.
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    // What is painted behind the element: its ancestors' backgrounds, from the page up to the nearest.
    const layers: Array<[number, number, number, number]> = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) break;
    }
    let behind: [number, number, number] = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) {
      behind = [r * a + behind[0] * (1 - a), g * a + behind[1] * (1 - a), b * a + behind[2] * (1 - a)];
    }
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const [rr, rg, rb, ra] = rgba(style.outlineColor);
    const ring: [number, number, number] = [
      rr * ra + behind[0] * (1 - ra),
      rg * ra + behind[1] * (1 - ra),
      rb * ra + behind[2] * (1 - ra),
    ];
    const luminance = ([r, g, b]: [number, number, number]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [light, dark] = [luminance(ring), luminance(behind)].sort((a, b) => b - a) as [number, number];
    const hex = (color: [number, number, number]) =>
      `#${color.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
    const name =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      '';
    return {
      control: `${element.tagName} "${name}"`,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      ring: hex(ring),
      background: hex(behind),
      contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      at: `${Math.round(rect.x + window.scrollX)},${Math.round(rect.y + window.scrollY)}`,
    };
  });
}

/**
 * Tabs through the page from its top (at most `limit` stops, or until focus comes round again) and
 * answers every control whose ring is missing, thinner than 2 px or under 3:1 against what is behind
 * it, and how many controls were measured.
 */
export async function focusRingFailures(
  page: Page,
  limit = 100,
): Promise<{ checked: number; failures: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const failures: string[] = [];
  const seen = new Set<string>();
  let checked = 0;
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    const report = await measureFocusRing(page);
    if (report === null) break;
    const key = `${report.control}@${report.at}`;
    if (seen.has(key)) break;
    seen.add(key);
    checked += 1;
    if (report.style === 'none' || report.width < 2 || report.contrast < 3)
      failures.push(
        `${report.control}: ${report.style} ${report.width}px ${report.ring} on ${report.background} (${report.contrast}:1)`,
      );
  }
  // Focus leaves the page's controls as it found them (the skip link, focused, covers the header).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return { checked, failures };
}

/** The listing's products, where 'Skip to results' leads. */
export const RESULTS_ID = 'results';

/**
 * The listing's first stop (docs/product.md §2, "Keyboard"): past the filters, the sort and the
 * chips to the products, so the next Tab is the first product. A fragment link, so it works before
 * the scripts run; with them focus moves without a history entry (a new entry would count as a
 * navigation and take focus to the screen's heading).
 */
export function SkipToResults() {
  return (
    <a
      href={`#${RESULTS_ID}`}
      onClick={(event) => {
        const results = document.getElementById(RESULTS_ID);
        if (results === null) return;
        event.preventDefault();
        results.tabIndex = -1;
        results.focus();
      }}
      className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:shadow"
    >
      Skip to results
    </a>
  );
}

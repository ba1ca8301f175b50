/**
 * Reads a page that POSTs a form (the test gateway's return to callback_url): its action and hidden
 * fields, as the browser would send them.
 */
export function postedForm(html: string): { action: string; fields: URLSearchParams } {
  const fromHtml = (text: string) =>
    text.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form in: ${html.slice(0, 300)}`);
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields.append(fromHtml(match[1] ?? ''), fromHtml(match[2] ?? ''));
  }
  return { action: fromHtml(action), fields };
}

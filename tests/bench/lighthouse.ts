/**
 * Lighthouse (mobile preset, its default config) against Debian's chromium, for `npm run bench:web`:
 * each page `runs` times in one browser (Lighthouse clears the cache and storage before every run, so
 * each is a first visit of a fresh guest), and the median of every figure. Figures only, never a test:
 * the same page scores 10 to 15 points apart between runs and machines (docs/architecture.md §5).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/ensure-chromium.ts';

export const LIGHTHOUSE_FLAGS = [...CHROMIUM_ARGS, '--headless=new'];

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  seo: number;
  accessibility: number;
}

export interface LighthouseResult {
  route: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  /** SEO and accessibility audits that failed in any run, by id with their title. */
  failedAudits: string[];
  benchmarkIndex: number | null;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median of each figure on its own (not the figures of one median run). */
export function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    seo: of('seo'),
    accessibility: of('accessibility'),
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One Lighthouse run. On a busy machine Chrome now and then loses the trace (NO_NAVSTART and the like,
 * Lighthouse's runtimeError); such a run says nothing about the page and is made again, twice at most.
 */
async function auditOnce(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo', 'accessibility'],
    });
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!answer.lhr.runtimeError) return answer.lhr;
    if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${answer.lhr.runtimeError.message}`);
    console.warn(`Lighthouse on ${url}: ${answer.lhr.runtimeError.code}, running it again`);
  }
}

export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  runs = 3,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS });
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const figures: LighthouseFigures[] = [];
      const failed = new Set<string>();
      let benchmarkIndex: number | null = null;
      for (let run = 0; run < runs; run++) {
        const lhr = await auditOnce(`${baseUrl}${route}`, chrome.port);
        benchmarkIndex = lhr.environment.benchmarkIndex ?? null;
        figures.push({
          performance: score(lhr.categories.performance?.score),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          seo: score(lhr.categories.seo?.score),
          accessibility: score(lhr.categories.accessibility?.score),
        });
        for (const category of ['seo', 'accessibility']) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) {
              failed.add(`${category}: ${ref.id} (${audit.title})`);
            }
          }
        }
      }
      results.push({
        route,
        runs: figures,
        median: medianOf(figures),
        failedAudits: [...failed],
        benchmarkIndex,
      });
    }
  } finally {
    // chrome-launcher stops the browser it started by its process id.
    chrome.kill();
  }
  return results;
}

import type { GeneratedFile } from './siteGenerator.js';

/**
 * Pages drawn per request that one instance keeps, the least recently asked for forgotten first. A news
 * search's page is some tens of kilobytes (its styles are in its head): a few megabytes in all.
 */
export const PER_REQUEST_PAGES_KEPT = 200;

/** A page not drawn: its reader's address asked for too many, and must wait this many seconds. */
export interface PerRequestRefusal {
  readonly retryAfter: number;
}

export type PerRequestAnswer = GeneratedFile | PerRequestRefusal | undefined;

export function isPerRequestRefusal(answer: PerRequestAnswer): answer is PerRequestRefusal {
  return answer !== undefined && 'retryAfter' in answer;
}

/**
 * A query as a page drawn per request reads it, in one form: its parameters in order of name (the values of
 * one name keep theirs), each value in Unicode's NFC with its blanks trimmed and runs of them as one space.
 * The page is drawn from this form, so that every query of one form is the same page (its language links
 * carry the query), and kept by it: `?q=rice`, `?q=+rice+` and `?q=rice&` are one page.
 */
export function perRequestQueryOf(search: string): string {
  const parameters = [...new URLSearchParams(search)].map(
    ([name, value]) => [name, value.normalize('NFC').trim().replace(/\s+/g, ' ')] as [string, string],
  );
  parameters.sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0));
  const query = new URLSearchParams(parameters).toString();
  return query ? `?${query}` : '';
}

/**
 * The pages drawn per request, kept by their normalised query for as long as the generation they were drawn
 * from is served (a new one draws them anew, so that results and generated pages agree). A page asked for
 * while it is being drawn waits for that drawing. Only a drawing is counted against the reader's limit
 * (`admit`): a kept page costs a map lookup and is always answered.
 */
export class PerRequestPages {
  private drawnFrom: string | undefined;
  private readonly kept = new Map<string, Promise<GeneratedFile | undefined>>();

  /**
   * The page of `key` drawn from `generation` (the key of the site's inputs it was drawn from): kept, or drawn by `draw` once `admit` (the seconds to wait,
   * 0 to go on) lets it; a drawing that fails is not kept.
   */
  async answer(
    generation: string,
    key: string,
    admit: () => Promise<number>,
    draw: () => Promise<GeneratedFile | undefined>,
  ): Promise<PerRequestAnswer> {
    if (generation !== this.drawnFrom) {
      this.kept.clear();
      this.drawnFrom = generation;
    }
    const kept = this.kept.get(key);
    if (kept) return this.recentlyAsked(key, kept);
    const retryAfter = await admit();
    if (retryAfter > 0) return { retryAfter };
    // A generation that came meanwhile keeps nothing of the one before.
    if (generation !== this.drawnFrom) return draw();
    // Another request may have begun the same drawing while this one was counted.
    const begun = this.kept.get(key);
    if (begun) return this.recentlyAsked(key, begun);
    const drawing = draw();
    this.kept.set(key, drawing);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= PER_REQUEST_PAGES_KEPT) break;
      this.kept.delete(oldest);
    }
    drawing.catch(() => {
      if (this.kept.get(key) === drawing) this.kept.delete(key);
    });
    return drawing;
  }

  /** Moves the page to the end of the map's order, the most recently asked for. */
  private recentlyAsked(key: string, page: Promise<GeneratedFile | undefined>) {
    this.kept.delete(key);
    this.kept.set(key, page);
    return page;
  }
}

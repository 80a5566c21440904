/**
 * How many requests of each costly kind one client address may make in a window, declared once. Each
 * instance counts its own (`rateLimiter.ts`, and decision 0011 for why): the sign-in throttle
 * (`identity/loginThrottle.ts`) is what holds password guesses and new accounts across instances; these
 * hold the CPU, memory and rows a burst of requests would spend. Offices sign in behind one address, so
 * the figures leave room for a few hundred colleagues at once.
 */
export const RATE_LIMITS = {
  /** Sign-in forms posted: each one runs a deliberately slow password hash. */
  signInPosts: { max: 60, windowMs: 60_000 },
  /** Sign-up forms posted: each complete one hashes a password and may store an account. */
  signUpPosts: { max: 20, windowMs: 60_000 },
  /** Calls to the token endpoint: codes, refresh tokens and machine clients' secrets checked. */
  tokenRequests: { max: 300, windowMs: 60_000 },
  /**
   * Sign-in starts (`…/openid-connect/auth`): each one stores an interaction, and often a session. Each
   * signed-in page renews its token here in a hidden frame every few minutes, so an office's colleagues
   * behind one address make many.
   */
  authorizationRequests: { max: 300, windowMs: 60_000 },
  /**
   * MCP clients registered with the embedded provider (RFC 7591): each one stores a client for 90 days of
   * disuse. A person's assistant registers once per installation; an office shares one address.
   */
  clientRegistrations: { max: 20, windowMs: 3_600_000 },
  /** Reference searches of more than `REFERENCE_SEARCH_LARGE_ROWS` rows, and whole tables exported. */
  referenceLargeSearches: { max: 60, windowMs: 60_000 },
  /** Searches, lookups and exports of party records (companies, declarants), whatever their size. */
  partySearches: { max: 120, windowMs: 60_000 },
  /**
   * Prints drawn for a request (not served from a cache): manifest prints as PDF or XLSX, central-bank
   * prints, tariff books. A CSV is written as the rows are read, and is not counted.
   */
  printRenders: { max: 20, windowMs: 60_000 },
  /**
   * Pages of the information site drawn for a request (a news search's results, or their page data), which
   * need no sign-in: those kept from an earlier request of the same query (`perRequestPages.ts`) are not
   * counted. Each costs a render on the main thread (tens of milliseconds, ten times a generated page's).
   */
  sitePagesDrawn: { max: 60, windowMs: 60_000 },
  /**
   * Requests of the MCP server (`/mcp`): each starts a protocol server and calls the API in process, whose
   * own limits count too. An assistant makes a few calls per question; an office shares one address.
   */
  mcpRequests: { max: 600, windowMs: 60_000 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A reference search asking for more rows than this is a large one (`referenceLargeSearches`). */
export const REFERENCE_SEARCH_LARGE_ROWS = 1_000;

/**
 * The IPv6 prefix counted as one client: a provider delegates a /56 (or a /48) to one subscriber, who can
 * take a new /64 from it for every burst; a /56 is one home or office. (The plugin's own default is /64.)
 */
export const RATE_LIMIT_IPV6_PREFIX = 56;

/** Client addresses each limit remembers; the least recently seen is forgotten first. */
export const RATE_LIMIT_ADDRESSES_KEPT = 10_000;

/** How long a message stays before it closes by itself. */
export const MESSAGE_TIMEOUT_MS = 10_000;

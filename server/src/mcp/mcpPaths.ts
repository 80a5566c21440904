/** The addresses of the MCP server and of what points assistants to it, written once. */
export const MCP_PATHS = {
  mcp: '/mcp',
  /** RFC 9728's well-known address of the protected resource's metadata. */
  protectedResource: '/.well-known/oauth-protected-resource',
  /** What the portal offers an assistant, in Markdown (llmstxt.org). */
  llmsText: '/llms.txt',
} as const;

import { MCP_REFERENCE_TOOLS } from './mcpReferenceTools.js';
import { MCP_TARIFF_TOOLS } from './mcpTariffTools.js';
import { MCP_TRADE_TOOLS } from './mcpTradeTools.js';
import type { McpTool } from './mcpTool.js';

/** Every tool of the MCP server, in the order `tools/list` gives them. */
export const MCP_TOOLS: readonly McpTool[] = [
  ...MCP_TARIFF_TOOLS,
  ...MCP_TRADE_TOOLS,
  ...MCP_REFERENCE_TOOLS,
];

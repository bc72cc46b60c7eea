// The /docs page: Scalar's API reference over the server's own
// /openapi.json. Everything the page needs is in this directory; the
// settings below turn off what Scalar would otherwise fetch from the
// network (its web fonts, telemetry, the AI agent, MCP) so that the page
// talks to its own origin only. The "try it" client sends requests from
// the browser straight to the server (no proxy), where the Accept header
// of each request picks the wire format.
Scalar.createApiReference("#app", {
  url: new URL("/openapi.json", location.href).href,
  proxyUrl: "",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  hideClientButton: false,
  documentDownloadType: "json",
  expandAllResponses: true,
  _integration: "html",
});

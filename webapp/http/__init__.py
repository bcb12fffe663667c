"""Cross-cutting HTTP concerns, no routes: caching (ETags, Cache-Control, fingerprinted static
files, CORS), security headers, error pages and JSON errors. Each module has an ``init_app``."""

// Types of the client's build-time settings (import.meta.env).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server (e.g. https://api.maidmatch.co.ke); empty means the page's own origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Currency symbol for money, 'KSh' by default; vite.config.ts fills it from CURRENCY_SYMBOL. */
  readonly VITE_CURRENCY_SYMBOL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The LibreTranslate stand-in (translate-stand-in.mjs): its address, the bodies it was sent, and a way to stop it. */
export interface TranslateStandIn {
  url: string;
  calls: { q: string | string[]; source: string; target: string; format?: string; api_key?: string }[];
  close(): Promise<void>;
}
export function startTranslateStandIn(port?: number): Promise<TranslateStandIn>;

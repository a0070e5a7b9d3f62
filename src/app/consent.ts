import { consentDomainIds, consentScriptUrl, consentStages, type ConsentStage } from '../config/consent';
import type { SiteCode } from '../config/sites';

const isStage = (value: string | undefined): value is ConsentStage =>
  (consentStages as readonly string[]).includes(value ?? '');

/**
 * Loads the consent-management script for the site and the stage the page names in its mount
 * element (`data-stage="LIVE"` or `"DEV"`). A page that names no stage (the dev server, the preview
 * server, tests) loads none: nothing reaches a third party from there. Returns the script element.
 */
export function loadConsentScript(site: SiteCode, stage: string | undefined, doc: Document = document) {
  if (!isStage(stage)) return undefined;
  const script = doc.createElement('script');
  script.src = consentScriptUrl(consentDomainIds[site][stage]);
  script.async = true;
  doc.head.append(script);
  return script;
}

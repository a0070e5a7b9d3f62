import type { Messages } from '../../src/app/i18n/loadMessages';
import { sites, type Locale, type SiteCode } from '../../src/config/sites';
import csCZ from '../../translations/cs-CZ.json';
import deAT from '../../translations/de-AT.json';
import deCH from '../../translations/de-CH.json';
import deDE from '../../translations/de-DE.json';
import frCH from '../../translations/fr-CH.json';
import huHU from '../../translations/hu-HU.json';
import plPL from '../../translations/pl-PL.json';
import skSK from '../../translations/sk-SK.json';
import trTR from '../../translations/tr-TR.json';

/** The translators' files, loaded synchronously so a render needs no await. */
export const localeMessages: Record<Locale, Messages> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'pl-PL': plPL,
  'sk-SK': skSK,
  'tr-TR': trTR,
};

/** A message of a site's locale file, as the person sees it before ICU arguments are filled in. */
export function text(site: SiteCode, id: string): string {
  const message = (localeMessages[sites[site].locale] as Record<string, string>)[id];
  if (message === undefined) throw new Error(`No message ${id} in ${sites[site].locale}`);
  return message;
}

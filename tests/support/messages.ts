import type { Messages } from '../../src/app/i18n/loadMessages';
import type { Locale } from '../../src/config/sites';
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

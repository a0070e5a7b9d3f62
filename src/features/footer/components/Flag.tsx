import type { ReactNode } from 'react';
import type { SiteCode } from '../../../config/sites';

/** The flags of the country switcher, drawn small (3:2, CH square); CH_FR shows the Swiss flag. */
const stripes = (colours: readonly string[], vertical = false) =>
  colours.map((fill, index) =>
    vertical ? (
      <rect key={fill + index} x={(index * 30) / colours.length} width={30 / colours.length} height={20} fill={fill} />
    ) : (
      <rect key={fill + index} y={(index * 20) / colours.length} width={30} height={20 / colours.length} fill={fill} />
    ),
  );

const swiss = (
  <>
    <rect width={30} height={20} fill="#da291c" />
    <path d="M13 4h4v4h4v4h-4v4h-4v-4H9V8h4z" fill="#fff" />
  </>
);

const drawings: Readonly<Record<SiteCode, ReactNode>> = {
  DE: stripes(['#000', '#dd0000', '#ffce00']),
  AT: stripes(['#c8102e', '#fff', '#c8102e']),
  CH: swiss,
  CH_FR: swiss,
  CZ: (
    <>
      {stripes(['#fff', '#d7141a'])}
      <path d="M0 0l15 10L0 20z" fill="#11457e" />
    </>
  ),
  HU: stripes(['#ce2939', '#fff', '#477050']),
  PL: stripes(['#fff', '#dc143c']),
  SK: (
    <>
      {stripes(['#fff', '#0b4ea2', '#ee1c25'])}
      <path d="M7 5h8v7c0 3-4 4-4 4s-4-1-4-4z" fill="#ee1c25" stroke="#fff" strokeWidth={0.8} />
    </>
  ),
  TR: (
    <>
      <rect width={30} height={20} fill="#e30a17" />
      <circle cx={11} cy={10} r={5} fill="#fff" />
      <circle cx={12.3} cy={10} r={4} fill="#e30a17" />
      <path d="M16 10l3.8-1.2-2.3 3.2v-4l2.3 3.2z" fill="#fff" />
    </>
  ),
};

/** A country's flag; `name` is its text alternative ("Flagge Deutschlands"), or none when decorative. */
export function Flag({ site, name }: { site: SiteCode; name?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width={24}
      height={16}
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
      focusable="false"
    >
      {drawings[site]}
      <rect width={30} height={20} fill="none" stroke="rgba(0,0,0,0.2)" />
    </svg>
  );
}

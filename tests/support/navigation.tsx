import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { endpoints } from '../../src/config/endpoints';
import { NavigationBar } from '../../src/features/navigation';
import type { CategoryNavigation } from '../../src/features/navigation/types';
import { renderWithProviders, type ProviderOptions } from './renderWithProviders';
import { passTime } from './search';

/** A small category tree whose every word a test can name. */
export const categories: CategoryNavigation = [
  {
    title: 'Kaffee',
    href: '/c/coffee',
    children: [
      {
        title: 'Bohnen',
        href: '/c/coffee/beans',
        children: [
          { title: 'Espresso', href: '/c/coffee/beans/espresso' },
          { title: 'Crema', href: '/c/coffee/beans/crema' },
        ],
        teaser: {
          title: 'Bohnen-Tipps',
          list: [
            { title: 'Röstfrisch', link: { url: '/c/coffee/beans/fresh' }, image: { src: '/img/fresh.svg', alt: '' } },
          ],
        },
      },
      {
        title: 'Maschinen',
        href: '/c/coffee/machines',
        children: [{ title: 'Vollautomaten', href: '/c/coffee/machines/automatic' }],
      },
      { title: 'Kapseln', href: '/c/coffee/capsules' },
    ],
    teaser: {
      title: 'Kaffee-Highlights',
      list: [
        { title: 'Adventskaffee', link: { url: '/c/coffee/advent' }, image: { src: '/img/advent.svg', alt: '' } },
        { title: 'Kaffeewissen', link: { href: 'https://blog.example/kaffee', target: '_blank' } },
      ],
    },
  },
  {
    title: 'Küche',
    href: '/c/kitchen',
    children: [{ title: 'Pfannen', href: '/c/kitchen/pans' }],
  },
  { title: 'Geschenkkarten', href: '/c/giftcards' },
];

const isoDay = (daysFromToday: number) => {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

const world = (title: string, extra: Record<string, unknown> = {}) => ({
  url: `/themeworld/${title.toLowerCase()}`,
  imgUrl: `/img/${title.toLowerCase()}.svg`,
  title,
  ...extra,
});

/**
 * Theme worlds in all four sections, listed out of order as a service may send them, with an
 * availability key and a badge the client does not know.
 */
export function themeWorlds(): object {
  return {
    sections: {
      lastChance: {
        headline: 'Letzte Chance',
        themeworlds: [
          world('Wintertraum', { endDate: isoDay(2), onlyXDaysLeftText: 'x', availability: [], badges: [] }),
          world('Abschied', { endDate: isoDay(0), onlyXDaysLeftText: 'x', availability: [], badges: [] }),
        ],
      },
      more: {
        headline: 'Mehr Themenwelten',
        themeworlds: [world('Garten', { availability: ['storeAlso'], badges: [] })],
      },
      scout: {
        headline: 'Entdecken',
        themeworlds: [
          world('Kaffeezeit', {
            availability: ['onlineOnly', 'storeSunday'],
            badges: ['scout', 'hot'],
            card: true,
            endDate: isoDay(20),
            endDateText: 'bis 14. Dezember',
          }),
        ],
      },
      new: { headline: 'Neu', themeworlds: [world('Skiurlaub', { availability: ['nextWeekStore'], badges: ['new'] })] },
    },
    translations: {},
    overview: { title: 'Themenwelten', url: '/themeworld' },
  };
}

/** Both navigation services answer with the fixtures above (or what the test passes). */
export function answerNavigation(tree: CategoryNavigation = categories, worlds: object = themeWorlds()): void {
  server.use(
    http.get(endpoints.headerNavigation, () => HttpResponse.json(tree)),
    http.get(endpoints.themeWorldNavigation, () => HttpResponse.json(worlds)),
  );
}

/** The category bar alone (and a button after it, to tab to), on jest's fake timers. */
export function renderNavigation(options: ProviderOptions = {}) {
  return renderWithProviders(
    <>
      <NavigationBar />
      <button type="button">Nach der Navigation</button>
    </>,
    {
      userOptions: { advanceTimers: jest.advanceTimersByTime },
      ...options,
    },
  );
}

export const bar = (name = 'Hauptnavigation') => screen.getByRole('navigation', { name });
export const item = (name: string) => within(bar()).getByRole('button', { name });
/** The region an item's aria-controls names, as a screen reader finds it. */
export const flyoutOf = (button: HTMLElement) => {
  // eslint-disable-next-line testing-library/no-node-access -- the disclosure's region has no role of its own
  const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!region) throw new Error(`${button.textContent} controls no element`);
  return region;
};

/** Lets the 300 ms open delay (or any time) pass, with the flyout chunk and answers arriving. */
export const wait = passTime;

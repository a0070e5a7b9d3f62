import { act, screen, within } from '@testing-library/react';
import { settleNetwork } from '../../support/network';
import { answerNavigation, bar, flyoutOf, item, renderNavigation } from '../../support/navigation';
import { passTime } from '../../support/search';

beforeEach(() => {
  jest.useFakeTimers();
  answerNavigation();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Opens an item's flyout by keyboard (at once), waits for its chunk, and gives the shopper's hands. */
async function open(name: string, options: Parameters<typeof renderNavigation>[0] = {}) {
  const { user } = renderNavigation(options);
  await settleNetwork();
  item(name).focus();
  await user.keyboard('{Enter}');
  await settleNetwork();
  return user;
}

const flyout = (name: string) => flyoutOf(item(name));

describe('the category flyout: drill-down (header-search-cart.md 4)', () => {
  it('lists the first level, a node opens its children, and the category link comes first', async () => {
    const user = await open('Kaffee');
    const coffee = flyout('Kaffee');
    // Links in closed branches are hidden, so the first link found is the first one shown.
    const links = within(coffee).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Alles in Kaffee');
    expect(links[0]).toHaveAttribute('href', '/c/coffee');
    const beans = within(coffee).getByRole('button', { name: 'Bohnen' });
    expect(beans).toHaveAttribute('aria-expanded', 'false');
    expect(within(coffee).queryByRole('link', { name: 'Espresso' })).not.toBeInTheDocument();

    await user.click(beans);
    expect(beans).toHaveAttribute('aria-expanded', 'true');
    expect(within(coffee).getByRole('link', { name: 'Alles in Bohnen' })).toHaveAttribute('href', '/c/coffee/beans');
    expect(within(coffee).getByRole('link', { name: 'Espresso' })).toHaveAttribute('href', '/c/coffee/beans/espresso');
  });

  it('toggles a node closed again, and selecting another deselects the first', async () => {
    const user = await open('Kaffee');
    const coffee = flyout('Kaffee');
    await user.click(within(coffee).getByRole('button', { name: 'Bohnen' }));
    await user.click(within(coffee).getByRole('button', { name: 'Maschinen' }));
    expect(within(coffee).getByRole('button', { name: 'Bohnen' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(coffee).getByRole('button', { name: 'Maschinen' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(coffee).queryByRole('link', { name: 'Espresso' })).not.toBeInTheDocument();

    await user.click(within(coffee).getByRole('button', { name: 'Maschinen' }));
    expect(within(coffee).getByRole('button', { name: 'Maschinen' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(coffee).queryByRole('link', { name: 'Vollautomaten' })).not.toBeInTheDocument();
  });

  it('opens with the branch of the current page selected and the page marked', async () => {
    await open('Kaffee', { route: '/c/coffee/beans/crema' });
    const coffee = flyout('Kaffee');
    expect(within(coffee).getByRole('button', { name: 'Bohnen' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(coffee).getByRole('link', { name: 'Crema' })).toHaveAttribute('aria-current', 'page');
    expect(within(coffee).getByRole('link', { name: 'Espresso' })).not.toHaveAttribute('aria-current');
  });

  it("shows the category's teasers, and the selected node's own when it has some", async () => {
    const user = await open('Kaffee');
    const coffee = flyout('Kaffee');
    const teasers = () => within(coffee).getByRole('region', { name: /Tipps|Highlights/ });
    expect(teasers()).toHaveAccessibleName('Kaffee-Highlights');
    expect(within(teasers()).getByRole('link', { name: 'Adventskaffee' })).toHaveAttribute('href', '/c/coffee/advent');
    const external = within(teasers()).getByRole('link', { name: 'Kaffeewissen' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(coffee).getByRole('button', { name: 'Bohnen' }));
    expect(teasers()).toHaveAccessibleName('Bohnen-Tipps');
    expect(within(teasers()).getByRole('link', { name: 'Röstfrisch' })).toBeVisible();
  });

  it('pushes the navigation ga_event when a teaser is clicked', async () => {
    window.dataLayer = [];
    const user = await open('Kaffee');
    const coffee = flyout('Kaffee');
    const teaser = within(coffee).getByRole('link', { name: 'Adventskaffee' });
    teaser.addEventListener('click', (event) => event.preventDefault());
    await user.click(teaser);
    expect(window.dataLayer).toEqual([
      {
        event: 'ga_event',
        eventCategory: 'navigation',
        eventAction: 'teaser click',
        eventLabel: 'Adventskaffee',
        eventTarget: '/c/coffee/advent',
      },
    ]);
  });
});

it('a flyout the pointer opened stays once the shopper drills into it', async () => {
  const { user, store } = renderNavigation();
  await settleNetwork();
  await user.hover(item('Kaffee'));
  await passTime(300);
  // By keyboard: jsdom's pointer events between two elements look to React like leaving the bar.
  act(() => within(flyout('Kaffee')).getByRole('button', { name: 'Bohnen' }).focus());
  await user.keyboard('{Enter}');
  expect(store.getState().flyout.pinned).toBe(true);
  await user.unhover(bar());
  expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');
});

describe('the theme-world flyout', () => {
  it('shows the sections scout, new, more, lastChance in that order, whatever order they came in', async () => {
    await open('Themenwelten');
    const worlds = flyout('Themenwelten');
    expect(
      within(worlds)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Entdecken', 'Neu', 'Mehr Themenwelten', 'Letzte Chance']);
  });

  it('shows each world with its labels, end date, card-only marker, and ignores unknown keys', async () => {
    await open('Themenwelten');
    const worlds = flyout('Themenwelten');
    const card = within(worlds).getByRole('link', { name: /^Kaffeezeit/ });
    expect(card).toHaveAttribute('href', '/themeworld/kaffeezeit');
    expect(card).toHaveTextContent(
      'Kaffeezeit' + 'Entdecken' + 'Nur online' + 'bis 14. Dezember' + 'Nur mit Kundenkarte',
    );
    expect(within(worlds).getByRole('link', { name: /^Skiurlaub/ })).toHaveTextContent(
      'SkiurlaubNeuAb nächster Woche in der Filiale',
    );
    expect(within(worlds).getByRole('link', { name: /^Garten/ })).toHaveTextContent('GartenAuch in der Filiale');
  });

  it("begins with the link to the overview page, at the site's address, as a category's flyout begins with its page", async () => {
    await open('Themenwelten');
    const links = within(flyout('Themenwelten')).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Alle Themenwelten');
    // The bar's own address for the overview (the site table's), the one a second tap follows.
    expect(links[0]).toHaveAttribute('href', '/themenwelten');
  });

  it('pushes the navigation ga_event when a theme world is clicked (header-search-cart.md 7)', async () => {
    window.dataLayer = [];
    const user = await open('Themenwelten');
    const card = within(flyout('Themenwelten')).getByRole('link', { name: /^Skiurlaub/ });
    card.addEventListener('click', (event) => event.preventDefault());
    await user.click(card);
    expect(window.dataLayer).toEqual([
      {
        event: 'ga_event',
        eventCategory: 'navigation',
        eventAction: 'teaser click',
        eventLabel: 'Skiurlaub',
        eventTarget: '/themeworld/skiurlaub',
      },
    ]);
  });

  it('counts the days left with the plural rules of the locale', async () => {
    await open('Themenwelten');
    const worlds = flyout('Themenwelten');
    expect(within(worlds).getByRole('link', { name: /^Wintertraum/ })).toHaveTextContent('Nur noch 2 Tage');
    expect(within(worlds).getByRole('link', { name: /^Abschied/ })).toHaveTextContent('Nur noch heute');
  });

  it.each([
    ['PL', 'Jeszcze 2 dni'],
    ['CZ', 'Už jen 2 dny'],
    ['CH_FR', 'Plus que 2 jours'],
  ])('in %s the days left read "%s"', async (site, text) => {
    const view = renderNavigation({ site: site as 'PL' });
    await settleNetwork();
    // The theme-world overview is the first item.
    const button = screen.getAllByRole('button')[0]!;
    button.focus();
    await view.user.keyboard('{Enter}');
    await settleNetwork();
    expect(within(flyoutOf(button)).getByRole('link', { name: /^Wintertraum/ })).toHaveTextContent(text);
  });

  it.each([
    ['CZ', 'Všechny tematické světy', '/tematicke-svety'],
    ['CH_FR', 'Tous les univers thématiques', '/mondes-thematiques'],
    ['TR', 'Tüm tema dünyaları', '/tema-dunyalari'],
  ])('in %s the overview link reads "%s" and goes to %s', async (site, name, href) => {
    const view = renderNavigation({ site: site as 'CZ' });
    await settleNetwork();
    const button = screen.getAllByRole('button')[0]!;
    button.focus();
    await view.user.keyboard('{Enter}');
    await settleNetwork();
    expect(within(flyoutOf(button)).getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

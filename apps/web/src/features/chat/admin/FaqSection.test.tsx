import type { ChatHistoryEntry, FaqEntry, UnansweredGroup } from '@app/contracts/chat';
import { jsonResponse as json } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FaqSection from './FaqSection';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const ENTRY: FaqEntry = {
  id: 25,
  question: 'Quelle est la garantie de vos stations ?',
  answers: ['Toutes nos stations sont garanties 1 an.', 'Pièces et main-d’œuvre.'],
  language: 'fr',
  phrasings: ['Combien de temps dure la garantie ?'],
};

const GROUP: UnansweredGroup = {
  key: 'djerba livr',
  question: 'Vous livrez à Djerba ?',
  examples: ['Vous livrez à Djerba ?', 'livrez vous a djerba'],
  count: 3,
  language: 'fr',
  first_at: '2026-11-20T09:00:00.000Z',
  last_at: '2026-11-21T10:15:00.000Z',
};

const LONG_MESSAGE = `Bonjour, ${'je voudrais savoir combien coûte une Nano Box pour mon café. '.repeat(2)}`;
const HISTORY: ChatHistoryEntry[] = [
  {
    id: 7,
    message: LONG_MESSAGE,
    response: 'Le prix dépend du modèle.',
    image: null,
    language: 'fr',
    created_at: '2026-11-21T10:15:00.000Z',
  },
];

function mockApi() {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/faq?') && method === 'GET')
      return json([ENTRY], { headers: { 'X-Total-Count': '1' } });
    if (url.startsWith('/api/history')) return json(HISTORY, { headers: { 'X-Total-Count': '1' } });
    if (url.startsWith('/api/chat/unanswered?'))
      return json([GROUP], { headers: { 'X-Total-Count': '1' } });
    if (url === '/api/chat/unanswered/resolve')
      return json({ entry: { ...ENTRY, id: 42 }, resolved: 3 });
    if (url === '/api/faq/add') return json({ ...ENTRY, id: 41 }, { status: 201 });
    if (url === '/api/faq/update/25') return json(ENTRY);
    if (url === '/api/faq/delete/25') return new Response(null, { status: 204 });
    return json({ message: 'not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));

function renderSection() {
  renderWithProviders(
    <Suspense fallback={null}>
      <FaqSection />
    </Suspense>,
  );
}

describe('FaqSection', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the answers joined by ' | ' and saves them split on '|' and trimmed", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    renderSection();
    const answers = await screen.findByRole('textbox', { name: 'Réponses de l’entrée 25' });
    expect(answers).toHaveValue(
      'Toutes nos stations sont garanties 1 an. | Pièces et main-d’œuvre.',
    );

    await user.clear(answers);
    await user.type(answers, ' Deux ans.|  Pièces comprises. | ');
    await user.click(screen.getByRole('button', { name: 'Modifier l’entrée 25' }));

    await waitFor(() => expect(sent(fetchMock, '/api/faq/update/25')).toHaveLength(1));
    expect(sent(fetchMock, '/api/faq/update/25')[0]).toEqual({
      id: 25,
      question: 'Quelle est la garantie de vos stations ?',
      answers: ['Deux ans.', 'Pièces comprises.'],
      language: 'fr',
      phrasings: ['Combien de temps dure la garantie ?'],
    });
  });

  it('edits the other phrasings of an entry, one per line', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    renderSection();
    const phrasings = await screen.findByRole('textbox', {
      name: 'Autres formulations de l’entrée 25',
    });
    expect(phrasings).toHaveValue('Combien de temps dure la garantie ?');
    await user.type(phrasings, '{Enter}  c garanti combien ?  {Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Modifier l’entrée 25' }));
    await waitFor(() => expect(sent(fetchMock, '/api/faq/update/25')).toHaveLength(1));
    expect(sent(fetchMock, '/api/faq/update/25')[0].phrasings).toEqual([
      'Combien de temps dure la garantie ?',
      'c garanti combien ?',
    ]);
  });

  it('lists unanswered questions with counts and dates, and adds one as a phrasing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Questions sans réponse' });
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(item).toHaveTextContent('Vous livrez à Djerba ?');
    expect(item).toHaveTextContent('Posée 3 fois');
    expect(item).toHaveTextContent('« livrez vous a djerba »');
    const add = within(item).getByRole('button', { name: 'Ajouter comme formulation' });
    await user.click(add);
    expect(within(item).getByText('Choisissez l’entrée de FAQ à compléter.')).toBeInTheDocument();
    expect(sent(fetchMock, '/api/chat/unanswered/resolve')).toHaveLength(0);
    await user.selectOptions(
      within(item).getByRole('combobox', { name: 'Entrée de FAQ pour « Vous livrez à Djerba ? »' }),
      '25',
    );
    await user.click(add);
    await waitFor(() => expect(sent(fetchMock, '/api/chat/unanswered/resolve')).toHaveLength(1));
    expect(sent(fetchMock, '/api/chat/unanswered/resolve')[0]).toEqual({
      action: 'phrasing',
      key: 'djerba livr',
      faqId: 25,
    });
  });

  it('turns an unanswered question into a new entry from a dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Questions sans réponse' });
    await user.click(within(list).getByRole('button', { name: 'Créer une entrée' }));
    const dialog = screen.getByRole('dialog', { name: 'Créer une entrée de FAQ' });
    expect(within(dialog).getByRole('textbox', { name: /^Question/ })).toHaveValue(
      'Vous livrez à Djerba ?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Créer l’entrée' }));
    expect(within(dialog).getByText('Au moins une réponse est requise.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Réponses/ }),
      'Oui, sous 48 heures.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Créer l’entrée' }));
    await waitFor(() => expect(sent(fetchMock, '/api/chat/unanswered/resolve')).toHaveLength(1));
    expect(sent(fetchMock, '/api/chat/unanswered/resolve')[0]).toEqual({
      action: 'create',
      key: 'djerba livr',
      question: 'Vous livrez à Djerba ?',
      answers: ['Oui, sous 48 heures.'],
      language: 'fr',
    });
  });

  it('refuses to save an entry without answers', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    renderSection();
    const answers = await screen.findByRole('textbox', { name: 'Réponses de l’entrée 25' });
    await user.clear(answers);
    await user.type(answers, ' | ');
    await user.click(screen.getByRole('button', { name: 'Modifier l’entrée 25' }));
    expect(await screen.findByText('Au moins une réponse est requise.')).toBeInTheDocument();
    expect(sent(fetchMock, '/api/faq/update/25')).toHaveLength(0);
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Supprimer l’entrée 25' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent(
      'Voulez-vous vraiment supprimer cette entrée de la FAQ : « Quelle est la garantie de vos stations ? » ?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/delete/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer l’entrée 25' }));
    dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input) === '/api/faq/delete/25'),
      ).toHaveLength(1),
    );
  });

  it('adds an entry in the chosen language', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    renderSection();
    const heading = await screen.findByRole('heading', { name: 'Ajouter une entrée' });
    const form = within(heading.closest('section') as HTMLElement);
    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    expect(form.getByText('La question est requise.')).toBeInTheDocument();
    expect(sent(fetchMock, '/api/faq/add')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: /^Question/ }), 'Do you deliver to Djerba?');
    await user.type(
      form.getByRole('textbox', { name: /^Réponses/ }),
      'Yes, within three days. | Free delivery.',
    );
    await user.selectOptions(form.getByRole('combobox', { name: 'Langue' }), 'en');
    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(sent(fetchMock, '/api/faq/add')).toHaveLength(1));
    expect(sent(fetchMock, '/api/faq/add')[0]).toEqual({
      question: 'Do you deliver to Djerba?',
      answers: ['Yes, within three days.', 'Free delivery.'],
      language: 'en',
    });
  });

  it("puts the server's message about one answer under the answers text", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/faq/add'
        ? json(
            {
              message: 'Certains champs sont invalides.',
              code: 'error.validation',
              fieldErrors: { 'answers.1': 'Ce texte est trop long.' },
            },
            { status: 400 },
          )
        : (answer as NonNullable<typeof answer>)(input, init),
    );
    renderSection();
    const heading = await screen.findByRole('heading', { name: 'Ajouter une entrée' });
    const form = within(heading.closest('section') as HTMLElement);
    await user.type(form.getByRole('textbox', { name: /^Question/ }), 'Livrez-vous ?');
    await user.type(form.getByRole('textbox', { name: /^Réponses/ }), 'Oui. | Partout.');
    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    expect(await form.findByText('Ce texte est trop long.')).toBeVisible();
    expect(form.getByRole('textbox', { name: /^Réponses/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(form.getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
  });

  it('truncates history rows to 80 characters and expands them on click', async () => {
    const user = userEvent.setup();
    mockApi();
    renderSection();
    const history = await screen.findByRole('region', { name: 'Conversations' });
    const row = await within(history).findByRole('button', { name: /Bonjour/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(row).toHaveTextContent(`${LONG_MESSAGE.slice(0, 80).trimEnd()}…`);
    expect(row).not.toHaveTextContent(LONG_MESSAGE.trim());
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(row).toHaveTextContent(LONG_MESSAGE.trim());
  });
});

import { CHAT_MESSAGE_MAX, type ChatResponse, type FaqEntry } from '@app/contracts/chat';
import { renderWithProviders } from '@test/utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import ChatWidget from './ChatWidget';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

const answer = (patch: Partial<ChatResponse>): ChatResponse => ({
  response: 'Toutes nos stations sont garanties 1 an.',
  language: 'fr',
  kind: 'answer',
  faqId: 25,
  faqIds: [25],
  actions: [],
  complaintUrl: null,
  suggestions: [],
  handoff: false,
  ...patch,
});

// Whole FAQ entries: answers are checked against the contract in tests, as in development builds.
const SUGGESTIONS: FaqEntry[] = [
  {
    id: 1,
    question: 'Qu’est-ce que la Nano Box ?',
    answers: ['Une borne.'],
    language: 'fr',
    phrasings: [],
  },
  {
    id: 3,
    question: 'Qu’est-ce que la Multi Boxes ?',
    answers: ['Des casiers.'],
    language: 'fr',
    phrasings: [],
  },
];

/** Answers GET /api/faq with the suggestions and POST /api/chat with `chat` (called per message). */
function mockApi(chat: (body: FormData) => Promise<Response> | Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/faq')) return json(SUGGESTIONS, { headers: { 'X-Total-Count': '2' } });
    if (url === '/api/chat' && init?.method === 'POST') return chat(init.body as FormData);
    if (url === '/api/chat/contact-requests' && init?.method === 'POST') {
      return json(
        {
          token: 'T'.repeat(43),
          status: 'pending',
          created_at: '2026-11-27T09:30:00.000Z',
          answered_at: null,
        },
        { status: 201 },
      );
    }
    return json({ message: 'not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWidget() {
  const props = { onClose: vi.fn(), onRequestQuote: vi.fn(), onBookDemo: vi.fn() };
  renderWithProviders(
    <Suspense fallback={null}>
      <ChatWidget {...props} />
    </Suspense>,
  );
  return props;
}

/** Renders the widget, then finds its dialog and its message box. */
async function openWidget() {
  renderWidget();
  const dialog = await screen.findByRole('dialog', { name: 'Assistant virtuel' });
  const input = within(dialog).getByRole('textbox', { name: 'Votre message' });
  return { dialog, input };
}

const chatPosts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/chat');

// Typing with user-event is slow on a loaded machine; the default 5 s is too tight.
describe('ChatWidget', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the message, shows a spinner instead of the send button, then keeps every turn', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    let sent: FormDataEntryValue | null = null;
    const fetchMock = mockApi(
      (body) =>
        new Promise((resolve) => {
          release = resolve;
          sent = body.get('message');
        }),
    );
    const { dialog, input } = await openWidget();

    await user.type(input, 'Quelle est la garantie ?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    expect(within(dialog).queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Envoi en cours…');
    expect(sent).toBe('Quelle est la garantie ?');
    release(json(answer({})));

    const log = within(dialog).getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent('Toutes nos stations sont garanties 1 an.'));
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(log).toHaveAttribute('aria-live', 'polite');

    await user.type(input, 'Et le support ?{Enter}');
    release(json(answer({ response: 'Oui, 24h/24 et 7j/7.' })));
    await waitFor(() => expect(log).toHaveTextContent('Oui, 24h/24 et 7j/7.'));
    // Both answers stay visible.
    expect(log).toHaveTextContent('Toutes nos stations sont garanties 1 an.');
    expect(log).toHaveTextContent('Quelle est la garantie ?');
    expect(chatPosts(fetchMock)).toHaveLength(2);
  });

  it('requires a message, sends nothing without one and takes the alert away once typing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(() => json(answer({})));
    const { dialog, input } = await openWidget();
    await user.type(input, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Écrivez votre message.');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(chatPosts(fetchMock)).toHaveLength(0);

    // Spaces only again, with Enter this time: still refused, still nothing sent.
    await user.type(input, '{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Écrivez votre message.');
    await user.type(input, 'B');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(chatPosts(fetchMock)).toHaveLength(0);
  });

  it('refuses a message longer than the limit with the contract’s text', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(() => json(answer({})));
    const { dialog, input } = await openWidget();
    // The box stops typing at the limit; a value set past it still meets the schema.
    expect(input).toHaveAttribute('maxLength', String(CHAT_MESSAGE_MAX));
    fireEvent.change(input, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX + 1) } });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Votre message est trop long (1000 caractères au maximum).',
    );
    expect(chatPosts(fetchMock)).toHaveLength(0);
  });

  it('sends on Enter, starts a new line on Shift+Enter, and sends the message trimmed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(() => json(answer({})));
    const { input } = await openWidget();
    await user.type(input, '  Bonjour,{Shift>}{Enter}{/Shift}la garantie ?  ');
    expect(input).toHaveValue('  Bonjour,\nla garantie ?  ');
    expect(chatPosts(fetchMock)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(chatPosts(fetchMock)).toHaveLength(1));
    const body = chatPosts(fetchMock)[0]?.[1]?.body as FormData;
    expect(body.get('message')).toBe('Bonjour,\nla garantie ?');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(input).toHaveFocus();
  });

  it("shows 'Erreur lors de l'envoi.' when sending fails and keeps the message and image for a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = mockApi(() =>
      fail
        ? json({ message: 'Trop de messages.', code: 'error.rateLimited' }, { status: 429 })
        : json(answer({})),
    );
    const { dialog, input } = await openWidget();
    await user.upload(
      within(dialog).getByLabelText('Joindre une image'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'borne.jpg', { type: 'image/jpeg' }),
    );
    await user.type(input, 'Bonjour{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'envoi. Trop de messages.",
    );
    expect(input).toHaveValue('Bonjour');
    expect(input).toHaveFocus();
    expect(within(dialog).getByText('Image jointe : borne.jpg')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();

    // The retry sends the same text and image, and clears both once answered.
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Image jointe : borne.jpg')).not.toBeInTheDocument();
    const retry = chatPosts(fetchMock)[1]?.[1]?.body as FormData;
    expect(retry.get('message')).toBe('Bonjour');
    expect((retry.get('image') as File).name).toBe('borne.jpg');
  });

  it('attaches an image, refuses other files, and sends the image with the message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = mockApi(() => json(answer({})));
    renderWidget();
    const dialog = await screen.findByRole('dialog', { name: 'Assistant virtuel' });
    const picker = within(dialog).getByLabelText('Joindre une image');
    expect(picker).toHaveAttribute('accept', 'image/*');

    await user.upload(picker, new File(['%PDF'], 'devis.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Seules les images sont acceptées (JPEG, PNG ou WebP).',
    );

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'borne.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(picker, photo);
    expect(within(dialog).getByText('Image jointe : borne.jpg')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Votre message' }),
      'Et ça ?{Enter}',
    );
    await waitFor(() => expect(chatPosts(fetchMock)).toHaveLength(1));
    const body = chatPosts(fetchMock)[0]?.[1]?.body as FormData;
    expect(body.get('message')).toBe('Et ça ?');
    expect((body.get('image') as File).name).toBe('borne.jpg');
    // Sent: the attachment is cleared with the message.
    await waitFor(() =>
      expect(within(dialog).queryByText('Image jointe : borne.jpg')).not.toBeInTheDocument(),
    );
  });

  it('hands a price question over to the quote form and a demo question to the demo form', async () => {
    const user = userEvent.setup();
    let next = answer({ actions: ['quote'] });
    mockApi(() => json(next));
    const props = renderWidget();
    const dialog = await screen.findByRole('dialog', { name: 'Assistant virtuel' });
    const log = within(dialog).getByRole('log');
    const input = within(dialog).getByRole('textbox', { name: 'Votre message' });

    await user.type(input, 'Combien ça coûte ?{Enter}');
    await user.click(await within(log).findByRole('button', { name: 'Demander un devis' }));
    expect(props.onRequestQuote).toHaveBeenCalledTimes(1);

    next = answer({ actions: ['demo'] });
    await user.type(input, 'Une démo ?{Enter}');
    await user.click(await within(log).findByRole('button', { name: 'Réserver une démo' }));
    expect(props.onBookDemo).toHaveBeenCalledTimes(1);

    next = answer({ kind: 'unknown', actions: ['contact'], handoff: true });
    await user.type(input, 'La météo ?{Enter}');
    await user.click(await within(log).findByRole('button', { name: 'Parler à un conseiller' }));
    // The hand-off form opens in the panel (not the quote dialog).
    expect(within(dialog).getByRole('textbox', { name: /Nom/ })).toHaveFocus();
    expect(props.onRequestQuote).toHaveBeenCalledTimes(1);
  });

  it('answers a tapped suggestion with its FAQ entry in one tap', async () => {
    const user = userEvent.setup();
    let next = answer({
      kind: 'suggest',
      response: 'Je ne suis pas sûr d’avoir compris. Vouliez-vous dire… ?',
      faqId: null,
      faqIds: [],
      suggestions: [
        { faqId: 17, question: 'Combien coûte une station de recharge ?' },
        { faqId: 15, question: 'Comment acheter ou louer une station ?' },
      ],
    });
    const fetchMock = mockApi(() => json(next));
    const { dialog, input } = await openWidget();
    await user.type(input, 'loyer mensuel ?{Enter}');
    const choices = await within(dialog).findByRole('list', { name: 'Vouliez-vous dire… ?' });
    next = answer({ response: 'Le prix dépend du modèle.', faqId: 17, faqIds: [17] });
    await user.click(
      within(choices).getByRole('button', { name: 'Combien coûte une station de recharge ?' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('log')).toHaveTextContent('Le prix dépend du modèle.'),
    );
    const tapped = chatPosts(fetchMock)[1]?.[1]?.body as FormData;
    expect(tapped.get('faqId')).toBe('17');
    expect(tapped.get('message')).toBe('Combien coûte une station de recharge ?');
  });

  it('sends "Parler à un conseiller" with the conversation, then shows the request as pending', async () => {
    const user = userEvent.setup();
    localStorage.removeItem('chat.contactRequests');
    const fetchMock = mockApi(() =>
      json(answer({ kind: 'unknown', response: 'Je ne sais pas.', actions: ['contact'] })),
    );
    const { dialog, input } = await openWidget();
    await user.type(input, 'Question difficile{Enter}');
    await within(dialog).findByText('Je ne sais pas.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Parler à un conseiller' })[0]!);
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'Amel Ben Salah');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    // A phone or an e-mail is required: the schema's message, nothing sent.
    expect(
      await within(dialog).findByText(
        'Indiquez un téléphone ou une adresse e-mail pour être recontacté.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Téléphone/ }), '20 123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    await within(dialog).findByText(/Votre demande et cette conversation ont été transmises/);
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/chat/contact-requests');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Amel Ben Salah',
      phone: '20 123 456',
      email: '',
      note: '',
      language: 'fr',
      transcript: [
        { from: 'visitor', text: 'Question difficile' },
        { from: 'assistant', text: 'Je ne sais pas.' },
      ],
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /Demande envoyée le .* : en attente de réponse\./,
    );
    expect(localStorage.getItem('chat.contactRequests')).toBe(JSON.stringify(['T'.repeat(43)]));
  });

  it('offers FAQ questions as quick replies and asks the one chosen, leaving the box as typed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(() => json(answer({ response: 'Une borne compacte.' })));
    const { dialog, input } = await openWidget();
    await user.type(input, 'Mon brouillon');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Qu’est-ce que la Nano Box ?' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('log')).toHaveTextContent('Une borne compacte.'),
    );
    const body = chatPosts(fetchMock)[0]?.[1]?.body as FormData;
    expect(body.get('message')).toBe('Qu’est-ce que la Nano Box ?');
    expect(input).toHaveValue('Mon brouillon');
    // The suggestions were asked in the site's language.
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('language=fr');
  });

  it('closes with Escape or the close button', async () => {
    const user = userEvent.setup();
    mockApi(() => json(answer({})));
    const props = renderWidget();
    await screen.findByRole('dialog', { name: 'Assistant virtuel' });
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Fermer l’assistant' }));
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('speaks English when the site is in English', async () => {
    await i18n.changeLanguage('en');
    mockApi(() => json(answer({})));
    renderWidget();
    const dialog = await screen.findByRole('dialog', { name: 'Virtual assistant' });
    expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});

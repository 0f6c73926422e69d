import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { expectDialogOpen, oneWidthPerLanguage, shot, statValue } from './support';

/**
 * The client portal as a café owner uses it: sign up, sign in, an empty dashboard, then a space,
 * a station and a reclamation that the dashboard counts, a staff answer in the bell, a
 * questionnaire answered, a saved setting, and sign-out. FR and EN, desktop and 375 px, axe on
 * every screen. Set E2E_SHOTS_DIR to keep screenshots.
 */

const TEXT = {
  fr: {
    modes: 'Connexion ou inscription',
    signInTab: 'Se connecter',
    signUpTab: 'Créer un compte',
    signInTitle: 'Connexion',
    signUpTitle: 'Formulaire client',
    signUpSubmit: 'Créer mon compte',
    email: 'Email',
    password: 'Mot de passe',
    companyName: 'Nom de l’entreprise',
    fullName: 'Nom complet',
    job: 'Poste',
    governorate: 'Gouvernorat',
    city: 'Ville',
    phone: 'Téléphone',
    emailInvalid: 'Veuillez saisir un email valide.',
    passwordRequired: 'Le mot de passe est requis.',
    signupErrors: [
      'Le nom de l’entreprise est requis.',
      'Le nom complet est requis.',
      'Le poste est requis.',
      'Le gouvernorat est requis.',
      'La ville est requise.',
      'Veuillez saisir un email valide.',
      'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
      'Le mot de passe est requis (6 caractères minimum).',
    ],
    signedUp: 'Votre compte a été créé. Connectez-vous avec votre email et votre mot de passe.',
    emailTaken: 'Un compte existe déjà avec cet email. Connectez-vous ou utilisez un autre email.',
    wrongPassword: 'Email ou mot de passe incorrect.',
    sections: 'Sections du tableau de bord',
    dashboard: 'Tableau de bord',
    profile: 'Profil',
    reclamation: 'Réclamation',
    reviews: 'Avis clients',
    spaces: 'Espaces',
    emptyDashboard: 'Votre tableau de bord est encore vide',
    addSpace: 'Ajouter un espace',
    spaceNom: 'Nom',
    spaceActivite: 'Activité',
    spaceVille: 'Ville',
    spaceStations: 'Stations',
    spaceNomRequired: 'Le nom de l’espace est requis.',
    spaceStationsInvalid: 'Le nombre de stations doit être un nombre entier supérieur ou égal à 0.',
    add: 'Ajouter',
    cancel: 'Annuler',
    addStation: 'Ajouter une station',
    reference: 'Référence',
    espace: 'Espace',
    adresse: 'Adresse',
    dateInstallation: 'Date d’installation',
    allRequired: 'Tous les champs sont requis',
    newReclamation: 'Nouvelle réclamation',
    categorie: 'Catégorie',
    categoryLabel: 'Station en panne',
    description: 'Description',
    send: 'Envoyer',
    problem: 'Problème',
    answered: 'Répondue',
    openReclamations: 'Réclamations ouvertes',
    answeredReclamations: 'Réclamations répondues',
    byMonth: 'Sessions de charge par mois',
    noReport: 'Aucune donnée : vos stations n’ont encore rien transmis.',
    fleet: 'Évolution de votre parc',
    bell: 'Notifications',
    bellAnswered: 'Réponse de notre équipe',
    search: 'Rechercher dans Espaces',
    noMatch: 'Aucun résultat pour cette recherche.',
    newsletter: 'S’abonner à la newsletter',
    questionnaire: 'Satisfaction Nano Box',
    answer: 'Répondre',
    yes: 'Oui',
    no: 'Non',
    saveAnswers: 'Enregistrer mes réponses',
    inProgress: 'En Cours',
    done: 'Terminé',
    signOut: 'Se déconnecter',
  },
  en: {
    modes: 'Sign in or sign up',
    signInTab: 'Sign In',
    signUpTab: 'Sign Up',
    signInTitle: 'Sign in',
    signUpTitle: 'Client form',
    signUpSubmit: 'Create my account',
    email: 'Email',
    password: 'Password',
    companyName: 'Company name',
    fullName: 'Full name',
    job: 'Job',
    governorate: 'Governorate',
    city: 'City',
    phone: 'Phone',
    emailInvalid: 'Please enter a valid email.',
    passwordRequired: 'Password is required.',
    signupErrors: [
      'Company name is required.',
      'Full name is required.',
      'Job is required.',
      'Governorate is required.',
      'City is required.',
      'Please enter a valid email.',
      'Please enter a valid phone number (8 digits).',
      'Password is required (min 6 characters).',
    ],
    signedUp: 'Your account has been created. Sign in with your email and password.',
    emailTaken: 'An account already exists with this email. Sign in or use another email.',
    wrongPassword: 'Incorrect email or password.',
    sections: 'Dashboard sections',
    dashboard: 'Dashboard',
    profile: 'Profile',
    reclamation: 'Complaint',
    reviews: 'Customer Reviews',
    spaces: 'Spaces',
    emptyDashboard: 'Your dashboard is still empty',
    addSpace: 'Add a space',
    spaceNom: 'Name',
    spaceActivite: 'Business',
    spaceVille: 'City',
    spaceStations: 'Stations',
    spaceNomRequired: 'The space name is required.',
    spaceStationsInvalid: 'The number of stations must be a whole number of at least 0.',
    add: 'Add',
    cancel: 'Cancel',
    addStation: 'Add Station',
    reference: 'Reference',
    espace: 'Space',
    adresse: 'Address',
    dateInstallation: 'Installation date',
    allRequired: 'All fields are required',
    newReclamation: 'New complaint',
    categorie: 'Category',
    categoryLabel: 'Station out of order',
    description: 'Description',
    send: 'Send',
    problem: 'Problem',
    answered: 'Answered',
    openReclamations: 'Open complaints',
    answeredReclamations: 'Answered complaints',
    byMonth: 'Charging sessions per month',
    noReport: 'No data: your stations have not reported anything yet.',
    fleet: 'Your fleet over time',
    bell: 'Notifications',
    bellAnswered: 'Answer from our team',
    search: 'Search in Spaces',
    noMatch: 'No result for this search.',
    newsletter: 'Subscribe to newsletter',
    questionnaire: 'Satisfaction Nano Box',
    answer: 'Answer',
    yes: 'Yes',
    no: 'No',
    saveAnswers: 'Save my answers',
    inProgress: 'En Cours',
    done: 'Terminé',
    signOut: 'Sign out',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** `YYYY-MM-DD` of today and its dd/MM/yyyy display. */
function today() {
  const iso = new Date().toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, shown: `${day}/${month}/${year}` };
}

const clientToken = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

async function clientApi<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function openSection(page: Page, t: Text, name: string) {
  await page
    .getByRole('navigation', { name: t.sections })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('client portal', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(
      `a café owner signs up, fills the dashboard and signs out (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.setTimeout(300_000);
        const t = TEXT[lang];
        const tag = `${testInfo.project.name}-${lang}-${Date.now()}`;
        const shotName = (what: string) => `${testInfo.project.name}-${lang}-${what}`;
        const account = {
          companyName: 'Café des Palmiers',
          fullName: 'Amine Ben Salah',
          job: lang === 'fr' ? 'Gérant' : 'Manager',
          city: 'Sfax',
          email: `amine.${tag}@palmiers.tn`,
          phone: '22123456',
          password: 'palmiers2026',
        };

        // --- /authentification: sign-in by default, rules and verbatim messages ------------------
        await page.goto('/authentification');
        if (lang === 'en') await setLanguage(page, 'en');
        const modes = page.getByRole('group', { name: t.modes });
        await expect(modes.getByRole('button', { name: t.signInTab })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        const signInForm = page.getByRole('form', { name: t.signInTitle });
        const signInSubmit = signInForm.getByRole('button', { name: t.signInTab });
        // The button stays operable (issue 29): an invalid submit marks every field touched,
        // shows every message and focuses the first field to fix.
        await expect(signInSubmit).toBeEnabled();
        await expect(signInSubmit).not.toHaveAttribute('aria-disabled');
        await signInSubmit.click();
        await expect(signInForm.getByText(t.emailInvalid)).toBeVisible();
        await expect(signInForm.getByText(t.passwordRequired)).toBeVisible();
        await expect(signInForm.getByLabel(t.email)).toBeFocused();
        await expectNoSeriousA11yViolations(page);
        await page.reload();
        await shot(page, shotName('auth-signin'));

        // --- sign-up: every rule, 24 governorates, success back to sign-in ------------------------
        await modes.getByRole('button', { name: t.signUpTab }).click();
        const signUpForm = page.getByRole('form', { name: t.signUpTitle });
        await signUpForm.getByRole('button', { name: t.signUpSubmit }).click();
        for (const message of t.signupErrors) {
          await expect(signUpForm.getByText(message, { exact: true })).toBeVisible();
        }
        await expect(signUpForm.getByLabel(t.companyName)).toBeFocused();
        // A short password says its message, not only the hint.
        await signUpForm.getByLabel(t.password).fill('123');
        await signUpForm.getByRole('button', { name: t.signUpSubmit }).click();
        await expect(signUpForm.getByText(t.signupErrors[7]!, { exact: true })).toBeVisible();
        // The placeholder plus the 24 governorates of Tunisia.
        await expect(signUpForm.getByLabel(t.governorate).locator('option')).toHaveCount(25);
        await expectNoSeriousA11yViolations(page);

        const fillSignUp = async () => {
          await signUpForm.getByLabel(t.companyName).fill(account.companyName);
          await signUpForm.getByLabel(t.fullName).fill(account.fullName);
          await signUpForm.getByLabel(t.job).fill(account.job);
          await signUpForm.getByLabel(t.governorate).selectOption('Sfax');
          await signUpForm.getByLabel(t.city).fill(account.city);
          await signUpForm.getByLabel(t.email).fill(account.email);
          await signUpForm.getByLabel(t.phone).fill(account.phone);
          await signUpForm.getByLabel(t.password).fill(account.password);
        };
        await fillSignUp();
        await expect(signUpForm.getByText(t.signupErrors[0])).toHaveCount(0);
        await shot(page, shotName('auth-signup'));
        await signUpForm.getByRole('button', { name: t.signUpSubmit }).click();
        await expect(page.getByRole('status').filter({ hasText: t.signedUp })).toBeVisible();
        await expect(signInForm.getByLabel(t.email)).toHaveValue(account.email);

        // The same email again: a clear 409 message, not silence.
        await modes.getByRole('button', { name: t.signUpTab }).click();
        await fillSignUp();
        await signUpForm.getByRole('button', { name: t.signUpSubmit }).click();
        await expect(signUpForm.getByRole('alert')).toHaveText(t.emailTaken);

        // --- sign-in: wrong password, then the right one ------------------------------------------
        await modes.getByRole('button', { name: t.signInTab }).click();
        await signInForm.getByLabel(t.email).fill(account.email);
        await signInForm.getByLabel(t.password).fill('not-my-password');
        await signInSubmit.click();
        await expect(signInForm.getByRole('alert')).toHaveText(t.wrongPassword);
        await signInForm.getByLabel(t.password).fill(account.password);
        await signInSubmit.click();
        await expect(page).toHaveURL(/\/compte-client$/);

        // --- Profile (default section) ----------------------------------------------------------
        await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByText(account.fullName).first()).toBeVisible();
        await expect(main.getByText(account.email).first()).toBeVisible();
        await expect(main.getByText('Sfax, Sfax')).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // --- empty dashboard --------------------------------------------------------------------
        await openSection(page, t, t.dashboard);
        await expect(page.getByText(t.emptyDashboard)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shot(page, shotName('dashboard-empty'));

        // --- a space (the empty state leads there) ----------------------------------------------
        await main.getByRole('button', { name: t.addSpace }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.spaces })).toBeVisible();
        await main.getByRole('button', { name: t.addSpace }).click();
        const spaceDialog = page.getByRole('dialog', { name: t.addSpace });
        await spaceDialog.getByLabel(t.spaceStations).fill('-1');
        await spaceDialog.getByRole('button', { name: t.add, exact: true }).click();
        await expect(spaceDialog.getByText(t.spaceNomRequired)).toBeVisible();
        await expect(spaceDialog.getByText(t.spaceStationsInvalid)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await spaceDialog.getByLabel(t.spaceNom).fill('Café des Palmiers');
        await spaceDialog.getByLabel(t.spaceActivite).fill(lang === 'fr' ? 'Café' : 'Coffee shop');
        await spaceDialog.getByLabel(t.governorate).selectOption('Sfax');
        await spaceDialog.getByLabel(t.spaceVille).fill('Sfax');
        await spaceDialog.getByLabel(t.spaceStations).fill('2');
        await spaceDialog.getByRole('button', { name: t.add, exact: true }).click();
        await expect(spaceDialog).toBeHidden();
        await expect(main.getByText('Café des Palmiers')).toBeVisible();

        // The header search filters the visible section's rows.
        const search = page.getByRole('searchbox', { name: t.search });
        await search.fill('zzz-nothing');
        await expect(main.getByText(t.noMatch)).toBeVisible();
        await search.fill('palmiers');
        await expect(main.getByText('Café des Palmiers')).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // --- a station (Profile) ----------------------------------------------------------------
        await openSection(page, t, t.profile);
        const stationDialog = page.getByRole('dialog', { name: t.addStation });
        // Once in a CI run on a phone the dialog closed right after opening (focus back on its
        // button): tap again if it is not open, and keep looking for the cause (closing note).
        await expect(async () => {
          await main.getByRole('button', { name: t.addStation }).click();
          await expectDialogOpen(stationDialog);
        }).toPass({ timeout: 20_000 });
        await stationDialog.getByRole('button', { name: t.add, exact: true }).click();
        await expect(stationDialog.getByRole('alert')).toHaveText(t.allRequired);
        const reference = `NB-${tag}`.slice(0, 60);
        const installed = today();
        await stationDialog.getByLabel(t.reference).fill(reference);
        await stationDialog
          .getByLabel(t.espace)
          .selectOption({ label: 'Café des Palmiers — Sfax' });
        await stationDialog.getByLabel(t.adresse).fill('Route de Tunis km 4, Sfax');
        await stationDialog.getByLabel(t.dateInstallation).fill(installed.iso);
        await expectNoSeriousA11yViolations(page);
        await stationDialog.getByRole('button', { name: t.add, exact: true }).click();
        await expect(stationDialog).toBeHidden();
        await expect(main.getByText(reference)).toBeVisible();
        await expect(main.getByText(installed.shown)).toBeVisible();

        // --- a reclamation; closing the popup clears it -----------------------------------------
        await openSection(page, t, t.reclamation);
        await main.getByRole('button', { name: t.newReclamation }).click();
        let reclamationDialog = page.getByRole('dialog', { name: t.newReclamation });
        await reclamationDialog.getByLabel(t.description).fill('brouillon abandonné');
        await reclamationDialog.getByRole('button', { name: t.cancel }).click();
        await expect(reclamationDialog).toBeHidden();
        await main.getByRole('button', { name: t.newReclamation }).click();
        reclamationDialog = page.getByRole('dialog', { name: t.newReclamation });
        await expect(reclamationDialog.getByLabel(t.description)).toHaveValue('');
        await reclamationDialog.getByLabel(t.categorie).selectOption({ label: t.categoryLabel });
        const description = `La station ${reference} ne charge plus depuis ce matin.`;
        await reclamationDialog.getByLabel(t.description).fill(description);
        await reclamationDialog.getByRole('button', { name: t.send }).click();
        await expect(reclamationDialog).toBeHidden();
        await expect(main.getByText(description)).toBeVisible();
        await expect(main.getByText(t.problem, { exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // --- everything is still there after a reload, and the dashboard counts it ---------------
        await page.reload();
        await expect(main.getByText(description)).toBeVisible();
        await openSection(page, t, t.dashboard);
        await expect(statValue(page, t.spaces)).toHaveText('1');
        await expect(statValue(page, 'Stations')).toHaveText('1');
        await expect(statValue(page, t.openReclamations)).toHaveText('1');
        await expect(statValue(page, t.answeredReclamations)).toHaveText('0');
        // The charts are a lazily loaded chunk. The bar chart by month counts charging sessions the
        // stations reported, not rows typed here: no station has reported, so no bar, no usage
        // (e2e/telemetry.spec.ts shows them growing live).
        const byMonth = page.getByRole('figure', { name: t.byMonth });
        await expect(byMonth.locator('svg').first()).toBeVisible({
          timeout: 30_000,
        });
        await expect(byMonth.locator('path[data-bar]')).toHaveCount(0);
        await expect(main.getByText(t.noReport)).toBeVisible();
        await expect(
          page.getByRole('figure', { name: t.fleet }).locator('polyline[data-line]'),
        ).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
        await expectNoSeriousA11yViolations(page);

        // --- staff answer the reclamation: the bell and the figures follow -----------------------
        const token = await clientToken(page);
        const [filed] = await clientApi<{ id: number }[]>(request, token, '/api/reclamations');
        const admin = await adminToken(request);
        const answer = await request.patch(`/api/admin/reclamations/${filed!.id}`, {
          headers: { authorization: `Bearer ${admin}` },
          data: { status: 'Answered', reponse: 'Un technicien passe demain matin.' },
        });
        expect(answer.ok()).toBe(true);
        await page.reload();
        await expect(statValue(page, t.answeredReclamations)).toHaveText('1');
        await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
        await shot(page, shotName('dashboard'));
        const bell = page.getByRole('button', { name: new RegExp(`^${t.bell}`) });
        await expect(bell).toHaveAccessibleName(/1/);
        await bell.click();
        await page.getByRole('button', { name: new RegExp(t.bellAnswered) }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.reclamation })).toBeVisible();
        await expect(main.getByText('Un technicien passe demain matin.')).toBeVisible();
        await expect(main.getByText(t.answered, { exact: true })).toBeVisible();

        // --- a questionnaire staff sent: answered from Customer Reviews --------------------------
        const { user: me } = await clientApi<{ user: { id: number } }>(request, token, '/api/me');
        const created = await request.post('/api/admin/questionnaires', {
          headers: { authorization: `Bearer ${admin}` },
          data: {
            clientId: me.id,
            title: t.questionnaire,
            type: 'yesno',
            questions: [
              { text: 'La station est-elle bien visible ?' },
              { text: 'Vos clients la trouvent-ils lente ?' },
            ],
          },
        });
        expect(created.status()).toBe(201);
        await openSection(page, t, t.reviews);
        const row = main.getByRole('row', { name: new RegExp(t.questionnaire) });
        await expect(row.getByText(t.inProgress)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await row.getByRole('button', { name: new RegExp(t.answer) }).click();
        const answerDialog = page.getByRole('dialog', { name: t.questionnaire });
        await answerDialog
          .getByRole('group', { name: /bien visible/ })
          .getByLabel(t.yes, { exact: true })
          .check();
        await answerDialog
          .getByRole('group', { name: /lente/ })
          .getByLabel(t.no, { exact: true })
          .check();
        await expectNoSeriousA11yViolations(page);
        await answerDialog.getByRole('button', { name: t.saveAnswers }).click();
        await expect(answerDialog).toBeHidden();
        await expect(row.getByText(t.done)).toBeVisible();

        // --- a platform setting is saved on the account -----------------------------------------
        await openSection(page, t, t.profile);
        const newsletter = page.getByRole('switch', { name: t.newsletter });
        await expect(newsletter).toHaveAttribute('aria-checked', 'false');
        await newsletter.click();
        await expect(newsletter).toHaveAttribute('aria-checked', 'true');
        await expect
          .poll(
            async () =>
              (await clientApi<{ newsletter: boolean }>(request, token, '/api/me/settings'))
                .newsletter,
          )
          .toBe(true);
        await page.reload();
        await expect(page.getByRole('switch', { name: t.newsletter })).toHaveAttribute(
          'aria-checked',
          'true',
        );

        // --- sign-out: back to /authentification, the old token is revoked ----------------------
        await page.getByRole('button', { name: t.signOut }).click();
        await expect(page).toHaveURL(/\/authentification$/);
        const stale = await request.get('/api/me', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(stale.status()).toBe(401);
        await page.goto('/compte-client');
        await expect(page).toHaveURL(/\/authentification$/);
      },
    );
  }
});

test.describe('questionnaires from the back-office', () => {
  test('staff send a QCM from the back-office form; the client answers it (fr)', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const company = `Hôtel Les Oliviers ${tag}`;
    const email = `qcm.${tag}@hotel.tn`;
    await request.get('/api/ready');
    const { cookies } = await request.storageState();
    const xsrf = { 'x-xsrf-token': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
    const signup = await request.post('/api/signup', {
      headers: xsrf,
      data: {
        companyName: company,
        fullName: 'Sonia Trabelsi',
        job: 'Directrice',
        governorate: 'Sousse',
        city: 'Sousse',
        email,
        phone: '98765432',
        password: 'hotel-qcm-2026',
      },
    });
    expect(signup.status()).toBe(201);

    // Staff: the minimal back-office form, reached from the back-office's Users section.
    await signInAsAdmin(page, request);
    await page.goto('/adminn?section=users');
    await page.getByRole('button', { name: 'Questionnaires clients' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Questionnaires clients' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer le questionnaire' }).click();
    await expect(page.getByText('Choisissez le client destinataire.')).toBeVisible();
    await page.getByLabel('Rechercher un client').fill(company);
    const recipient = page.getByLabel(/^Client/);
    await expect(recipient.locator('option', { hasText: company })).toHaveCount(1);
    await recipient.selectOption({ label: `${company} — Sonia Trabelsi (${email})` });
    await page.getByLabel(/^Titre/).fill('Emplacement de la station');
    await page.getByLabel(/^Type/).selectOption('qcm');
    await page.getByLabel(/^Question 1/).fill('Où la station est-elle la plus utilisée ?');
    await page.getByLabel(/^Choix/).fill('Entrée\nRéception\nTerrasse');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Envoyer le questionnaire' }).click();
    await expect(page.getByText(`Questionnaire envoyé à ${company}.`)).toBeVisible();

    // The client signs in (the admin and client sessions are stored under different keys).
    const client = page;
    await client.goto('/authentification');
    await client.getByLabel(/^Email/).fill(email);
    await client.getByLabel(/^Mot de passe/).fill('hotel-qcm-2026');
    await client
      .getByRole('form', { name: 'Connexion' })
      .getByRole('button', { name: 'Se connecter' })
      .click();
    await expect(client).toHaveURL(/\/compte-client$/);
    await client.goto('/compte-client?section=reviews');
    const row = client.getByRole('row', { name: /Emplacement de la station/ });
    await expect(row.getByText('QCM', { exact: true })).toBeVisible();
    await expect(row.getByText('En Cours')).toBeVisible();
    await row.getByRole('button', { name: /Répondre/ }).click();
    const dialog = client.getByRole('dialog', { name: 'Emplacement de la station' });
    await dialog.getByLabel('Terrasse', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes réponses' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Terminé')).toBeVisible();
  });
});

// The browser tests' Konnect: the API suite's local stand-in of Konnect's documented API
// (apps/server/test/helpers/konnect-stand-in.ts), served on KONNECT_STAND_IN_PORT with the key and
// wallet the e2e server is given (playwright.config.ts starts both).
import { startKonnectStandIn } from '../apps/server/test/helpers/konnect-stand-in';

const standIn = await startKonnectStandIn({
  port: Number(process.env.KONNECT_STAND_IN_PORT),
  apiKey: process.env.KONNECT_API_KEY,
  walletId: process.env.KONNECT_WALLET_ID,
});
process.stdout.write(`Konnect stand-in on ${standIn.url}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

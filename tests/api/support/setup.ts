// The API suite creates dozens of Argon2id accounts and races 50 buyers; on two busy shared cores
// that can take longer than the global 30 s, so this project allows 60 s per test.
jest.setTimeout(60_000);

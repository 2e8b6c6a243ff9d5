require('@testing-library/jest-dom');
// Lazy chunks (policy texts, route screens) can take over a second to load on a busy 2-core CI
// machine; waiting up to 5 s keeps findBy* from failing on load rather than on behaviour.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

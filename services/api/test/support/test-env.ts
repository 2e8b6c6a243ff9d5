/** Passed from the jest global setup to the test workers through the environment. */
export const TEST_MYSQL_URL_ENV = 'DUGOUT_TEST_MYSQL_URL';
export const TEST_DB_PREFIX_ENV = 'DUGOUT_TEST_DB_PREFIX';

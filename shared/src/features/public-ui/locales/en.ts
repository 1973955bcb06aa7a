/** The public pages' own controls (namespace `common`, group `publicUi`). */
const en = {
  loading: 'Loading…',
  language: 'Language',
  close: 'Close',
  score: '{{score}} of 5 stars',
};

export default en;

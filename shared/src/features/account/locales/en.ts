/** Account rules shared by the host and the system remote (namespace `common`, group `account`). */
const en = {
  passwordHint: 'At least 8 characters, with letters and digits and at least one special character',
};

export default en;

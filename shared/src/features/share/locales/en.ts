/** The share dialog's own texts (namespace `common`, group `share`): houses and vehicles use them. */
const en = {
  link: 'Public link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied: select it and copy it by hand',
  wechat: 'WeChat',
  whatsapp: 'WhatsApp',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  facebookUrl: 'The URL must start with http or https',
};

export default en;

import type { Lang } from '../../locales/language';

/** Server messages of the contracts module (keys `pact.*`), registered by its route plugins. */
export const pactMessages: Record<Lang, Record<string, string>> = {
  en: {
    'pact.noFile': 'Choose a Word (.docx) file to upload',
    'pact.oneFile': 'Only one file can be uploaded at a time',
    'pact.onlyDocx': 'Only Word (.docx) files can be uploaded',
    'pact.tooLarge': 'The file cannot be larger than {size} MB',
    'pact.unreadable': 'The Word document could not be read; save it again as .docx and retry',
    'pact.badFileType': 'fileType must be 1 (house template) or 2 (vehicle template)',
    'pact.uploadSuccess': 'Template uploaded and draft contract created',
    'pact.templateNotFound': 'The template does not exist',
    'pact.contractNotFound': 'The contract does not exist',
    'pact.defaultName': 'Contract template',
  },
  zh: {
    'pact.noFile': '请选择要上传的 Word（.docx）文件',
    'pact.oneFile': '每次只能上传一个文件',
    'pact.onlyDocx': '只能上传 Word（.docx）文件',
    'pact.tooLarge': '文件大小不能超过 {size} MB',
    'pact.unreadable': '无法读取该 Word 文档，请另存为 .docx 后重试',
    'pact.badFileType': 'fileType 只能为 1（房屋模板）或 2（车辆模板）',
    'pact.uploadSuccess': '模板上传成功，已生成草稿合同',
    'pact.templateNotFound': '模板不存在',
    'pact.contractNotFound': '合同不存在',
    'pact.defaultName': '合同模板',
  },
  lo: {
    'pact.noFile': 'ກະລຸນາເລືອກໄຟລ໌ Word (.docx) ເພື່ອອັບໂຫຼດ',
    'pact.oneFile': 'ອັບໂຫຼດໄດ້ເທື່ອລະໜຶ່ງໄຟລ໌ເທົ່ານັ້ນ',
    'pact.onlyDocx': 'ອັບໂຫຼດໄດ້ສະເພາະໄຟລ໌ Word (.docx) ເທົ່ານັ້ນ',
    'pact.tooLarge': 'ຂະໜາດໄຟລ໌ຕ້ອງບໍ່ເກີນ {size} MB',
    'pact.unreadable': 'ບໍ່ສາມາດອ່ານເອກະສານ Word ນີ້ໄດ້, ກະລຸນາບັນທຶກເປັນ .docx ແລ້ວລອງໃໝ່',
    'pact.badFileType': 'fileType ຕ້ອງເປັນ 1 (ແມ່ແບບເຮືອນ) ຫຼື 2 (ແມ່ແບບລົດ)',
    'pact.uploadSuccess': 'ອັບໂຫຼດແມ່ແບບສຳເລັດ ແລະ ສ້າງສັນຍາສະບັບຮ່າງແລ້ວ',
    'pact.templateNotFound': 'ບໍ່ພົບແມ່ແບບນີ້',
    'pact.contractNotFound': 'ບໍ່ພົບສັນຍານີ້',
    'pact.defaultName': 'ແມ່ແບບສັນຍາ',
  },
};

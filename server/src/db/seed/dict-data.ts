import type { Labels } from './labels';

export interface DictItemSeed {
  value: string;
  label: Labels;
  /** Tag style in lists: default, primary, success, info, warning, danger. */
  listClass?: string;
  isDefault?: boolean;
}

export interface DictSeed {
  type: string;
  name: Labels;
  items: DictItemSeed[];
}

/**
 * Every enumeration of spec sections 3-4 (business) plus RuoYi's system dictionaries.
 * `value` is the stable code stored in the business tables; labels are shown per language.
 */
export const dictSeeds: DictSeed[] = [
  {
    type: 'house_type',
    name: ['房屋类型', 'House type', 'ປະເພດເຮືອນ'],
    items: [
      { value: 'villa', label: ['别墅', 'Villa', 'ວິນລາ'] },
      { value: 'apartment', label: ['公寓', 'Apartment', 'ອາພາດເມັນ'] },
      { value: 'detached', label: ['独栋', 'Detached house', 'ເຮືອນດ່ຽວ'] },
      { value: 'rowHouse', label: ['联排', 'Row house', 'ເຮືອນແຖວ'] },
      { value: 'shop', label: ['商铺', 'Shop', 'ຮ້ານຄ້າ'] },
      { value: 'land', label: ['土地', 'Land', 'ທີ່ດິນ'] },
      { value: 'plant', label: ['厂房', 'Factory building', 'ໂຮງງານ'] },
      { value: 'warehouse', label: ['仓库', 'Warehouse', 'ສາງສິນຄ້າ'] },
    ],
  },
  {
    type: 'house_ownership',
    name: ['房屋产权', 'Ownership', 'ກຳມະສິດ'],
    items: [
      { value: 'own', label: ['自有', 'Own', 'ເປັນເຈົ້າຂອງເອງ'] },
      { value: 'agency', label: ['中介', 'Agency', 'ນາຍໜ້າ'] },
      { value: 'individual', label: ['个人', 'Individual', 'ບຸກຄົນ'] },
    ],
  },
  {
    type: 'house_parking',
    name: ['停车位', 'Parking', 'ບ່ອນຈອດລົດ'],
    items: [
      { value: '1-3', label: ['1-3辆', '1-3 cars', '1-3 ຄັນ'] },
      { value: '4-7', label: ['4-7辆', '4-7 cars', '4-7 ຄັນ'] },
      { value: '8+', label: ['8辆以上', '8 cars or more', '8 ຄັນຂຶ້ນໄປ'] },
    ],
  },
  {
    type: 'house_orientation',
    name: ['朝向', 'Orientation', 'ທິດທາງ'],
    items: [
      { value: 'east', label: ['东', 'East', 'ທິດຕາເວັນອອກ'] },
      { value: 'south', label: ['南', 'South', 'ທິດໃຕ້'] },
      { value: 'west', label: ['西', 'West', 'ທິດຕາເວັນຕົກ'] },
      { value: 'north', label: ['北', 'North', 'ທິດເໜືອ'] },
    ],
  },
  {
    type: 'house_decoration',
    name: ['装修', 'Decoration', 'ການຕົກແຕ່ງ'],
    items: [
      { value: 'simple', label: ['简装', 'Simple', 'ຕົກແຕ່ງແບບງ່າຍ'] },
      { value: 'medium', label: ['中装', 'Medium', 'ຕົກແຕ່ງປານກາງ'] },
      { value: 'fine', label: ['精装', 'Fine', 'ຕົກແຕ່ງຢ່າງດີ'] },
      { value: 'luxury', label: ['豪装', 'Luxury', 'ຕົກແຕ່ງຫຼູຫຼາ'] },
    ],
  },
  {
    type: 'sys_currency',
    name: ['货币', 'Currency', 'ສະກຸນເງິນ'],
    items: [
      { value: 'LAK', label: ['老挝基普', 'Lao kip (LAK)', 'ກີບ (LAK)'], isDefault: true },
      { value: 'USD', label: ['美元', 'US dollar (USD)', 'ໂດລາສະຫະລັດ (USD)'] },
      { value: 'CNY', label: ['人民币', 'Chinese yuan (CNY)', 'ຢວນຈີນ (CNY)'] },
      { value: 'THB', label: ['泰铢', 'Thai baht (THB)', 'ບາດໄທ (THB)'] },
    ],
  },
  {
    type: 'house_time_unit',
    name: ['租期单位', 'Rent period', 'ໄລຍະເວລາເຊົ່າ'],
    items: [
      { value: 'year', label: ['年', 'Year', 'ປີ'] },
      { value: 'month', label: ['月', 'Month', 'ເດືອນ'], isDefault: true },
    ],
  },
  {
    type: 'house_status',
    name: ['房源状态', 'House status', 'ສະຖານະເຮືອນ'],
    items: [
      { value: 'pendingReview', label: ['待审核', 'Pending review', 'ລໍຖ້າກວດສອບ'], listClass: 'warning' },
      { value: 'pendingRent', label: ['待租', 'For rent', 'ຫວ່າງໃຫ້ເຊົ່າ'], listClass: 'primary' },
      { value: 'rented', label: ['已租', 'Rented', 'ເຊົ່າແລ້ວ'], listClass: 'success' },
      { value: 'notSold', label: ['未售', 'Not sold', 'ຍັງບໍ່ໄດ້ຂາຍ'], listClass: 'info' },
      { value: 'sold', label: ['已售', 'Sold', 'ຂາຍແລ້ວ'], listClass: 'success' },
      { value: 'offShelf', label: ['已下架', 'Taken off', 'ຖອນອອກແລ້ວ'], listClass: 'danger' },
      { value: 'toBeCompleted', label: ['待完善', 'To be completed', 'ລໍຖ້າເພີ່ມຂໍ້ມູນ'], listClass: 'default' },
    ],
  },
  {
    type: 'house_feature',
    name: ['房屋配套', 'House features', 'ສິ່ງອຳນວຍຄວາມສະດວກ'],
    items: [
      { value: 'airConditioning', label: ['空调', 'Air conditioning', 'ແອເຢັນ'] },
      { value: 'furnished', label: ['带家具', 'Furnished', 'ມີເຟີນິເຈີ'] },
      { value: 'parkingSpace', label: ['停车位', 'Parking space', 'ບ່ອນຈອດລົດ'] },
      { value: 'garden', label: ['花园', 'Garden', 'ສວນ'] },
      { value: 'swimmingPool', label: ['游泳池', 'Swimming pool', 'ສະລອຍນ້ຳ'] },
      { value: 'securityGuard', label: ['保安', 'Security guard', 'ພະນັກງານຮັກສາຄວາມປອດໄພ'] },
      { value: 'internet', label: ['网络', 'Internet', 'ອິນເຕີເນັດ'] },
      { value: 'waterHeater', label: ['热水器', 'Water heater', 'ເຄື່ອງເຮັດນ້ຳອຸ່ນ'] },
      { value: 'kitchen', label: ['厨房', 'Kitchen', 'ເຮືອນຄົວ'] },
      { value: 'balcony', label: ['阳台', 'Balcony', 'ລະບຽງ'] },
      { value: 'washingMachine', label: ['洗衣机', 'Washing machine', 'ເຄື່ອງຊັກຜ້າ'] },
      { value: 'refrigerator', label: ['冰箱', 'Refrigerator', 'ຕູ້ເຢັນ'] },
      { value: 'cctv', label: ['监控', 'CCTV', 'ກ້ອງວົງຈອນປິດ'] },
      { value: 'petsAllowed', label: ['可养宠物', 'Pets allowed', 'ລ້ຽງສັດໄດ້'] },
    ],
  },
  {
    type: 'car_type',
    name: ['车辆类型', 'Vehicle type', 'ປະເພດລົດ'],
    items: [
      { value: 'sedan', label: ['轿车', 'Sedan', 'ລົດເກັງ'] },
      { value: 'suv', label: ['SUV', 'SUV', 'ລົດ SUV'] },
      { value: 'mpv', label: ['MPV', 'MPV', 'ລົດ MPV'] },
      { value: 'sports', label: ['跑车', 'Sports car', 'ລົດສະປອດ'] },
      { value: 'truck', label: ['货车', 'Truck', 'ລົດບັນທຸກ'] },
      { value: 'pickup', label: ['皮卡', 'Pickup', 'ລົດກະບະ'] },
    ],
  },
  {
    type: 'car_fuel_type',
    name: ['燃料类型', 'Fuel type', 'ປະເພດນ້ຳມັນເຊື້ອໄຟ'],
    items: [
      { value: 'gasoline', label: ['汽油', 'Gasoline', 'ນ້ຳມັນແອັດຊັງ'] },
      { value: 'diesel', label: ['柴油', 'Diesel', 'ນ້ຳມັນກາຊວນ'] },
      { value: 'electric', label: ['电动', 'Electric', 'ໄຟຟ້າ'] },
      { value: 'hybrid', label: ['混合动力', 'Hybrid', 'ໄຮບຣິດ'] },
    ],
  },
  {
    type: 'car_transmission',
    name: ['变速箱', 'Transmission', 'ລະບົບເກຍ'],
    items: [
      { value: 'manual', label: ['手动', 'Manual', 'ເກຍທຳມະດາ'] },
      { value: 'automatic', label: ['自动', 'Automatic', 'ເກຍອັດຕະໂນມັດ'] },
      { value: 'semiAutomatic', label: ['手自一体', 'Semi-automatic', 'ເກຍເຄິ່ງອັດຕະໂນມັດ'] },
    ],
  },
  {
    type: 'car_drive_type',
    name: ['驱动方式', 'Drive type', 'ລະບົບຂັບເຄື່ອນ'],
    items: [
      { value: '2WD', label: ['两驱', '2WD', 'ຂັບເຄື່ອນ 2 ລໍ້'] },
      { value: '4WD', label: ['四驱', '4WD', 'ຂັບເຄື່ອນ 4 ລໍ້'] },
    ],
  },
  {
    type: 'car_status',
    name: ['车辆状态', 'Vehicle status', 'ສະຖານະລົດ'],
    items: [
      { value: 'pendingRent', label: ['未出租', 'Not rented', 'ຍັງບໍ່ໄດ້ເຊົ່າ'], listClass: 'primary' },
      { value: 'rented', label: ['已出租', 'Rented', 'ເຊົ່າແລ້ວ'], listClass: 'success' },
      { value: 'sold', label: ['已售', 'Sold', 'ຂາຍແລ້ວ'], listClass: 'success' },
      { value: 'notSold', label: ['未售', 'Not sold', 'ຍັງບໍ່ໄດ້ຂາຍ'], listClass: 'info' },
    ],
  },
  {
    type: 'customer_source',
    name: ['客户来源', 'Customer source', 'ແຫຼ່ງທີ່ມາຂອງລູກຄ້າ'],
    items: [
      { value: 'online', label: ['线上平台', 'Online platform', 'ແພລັດຟອມອອນລາຍ'] },
      { value: 'referral', label: ['朋友介绍', 'Friend referral', 'ໝູ່ແນະນຳ'] },
      { value: 'store', label: ['门店咨询', 'Store consultation', 'ມາປຶກສາທີ່ຮ້ານ'] },
      { value: 'advertisement', label: ['广告', 'Advertisement', 'ໂຄສະນາ'] },
      { value: 'other', label: ['其他', 'Other', 'ອື່ນໆ'] },
    ],
  },
  {
    type: 'customer_status',
    name: ['客户状态', 'Customer status', 'ສະຖານະລູກຄ້າ'],
    items: [
      { value: 'new', label: ['新客户', 'New', 'ລູກຄ້າໃໝ່'], listClass: 'primary' },
      { value: 'contacted', label: ['已联系', 'Contacted', 'ຕິດຕໍ່ແລ້ວ'], listClass: 'info' },
      { value: 'viewing', label: ['看房中', 'Viewing', 'ກຳລັງເບິ່ງເຮືອນ'], listClass: 'warning' },
      { value: 'viewingCar', label: ['看车中', 'Viewing car', 'ກຳລັງເບິ່ງລົດ'], listClass: 'warning' },
      { value: 'signed', label: ['已签约', 'Signed', 'ເຊັນສັນຍາແລ້ວ'], listClass: 'success' },
      { value: 'invalid', label: ['无效', 'Invalid', 'ບໍ່ມີຜົນ'], listClass: 'danger' },
    ],
  },
  {
    type: 'invite_code_type',
    name: ['邀请码类型', 'Invitation code type', 'ປະເພດລະຫັດເຊີນ'],
    items: [
      { value: 'property', label: ['房产', 'Property', 'ອະສັງຫາລິມະຊັບ'] },
      { value: 'vehicle', label: ['车辆', 'Vehicle', 'ລົດ'] },
      { value: 'both', label: ['房产+车辆', 'Property + vehicle', 'ອະສັງຫາລິມະຊັບ + ລົດ'] },
    ],
  },
  {
    type: 'invite_code_status',
    name: ['邀请码状态', 'Invitation code status', 'ສະຖານະລະຫັດເຊີນ'],
    items: [
      { value: 'unused', label: ['未使用', 'Unused', 'ຍັງບໍ່ໄດ້ໃຊ້'], listClass: 'success' },
      { value: 'used', label: ['已使用', 'Used', 'ໃຊ້ແລ້ວ'], listClass: 'info' },
      { value: 'expired', label: ['已过期', 'Expired', 'ໝົດອາຍຸ'], listClass: 'danger' },
    ],
  },
  {
    type: 'lease_reminder_status',
    name: ['提醒状态', 'Reminder status', 'ສະຖານະການແຈ້ງເຕືອນ'],
    items: [
      { value: 'reminded', label: ['已提醒', 'Reminded', 'ແຈ້ງເຕືອນແລ້ວ'], listClass: 'success' },
      { value: 'expired', label: ['已到期', 'Expired', 'ໝົດກຳນົດແລ້ວ'], listClass: 'danger' },
      { value: 'notDue', label: ['未到期', 'Not due', 'ຍັງບໍ່ຮອດກຳນົດ'], listClass: 'info' },
      // Computed from the dates: inside the lead time, the reminder not sent yet.
      { value: 'due', label: ['待提醒', 'Due', 'ຮອດກຳນົດແຈ້ງເຕືອນ'], listClass: 'warning' },
    ],
  },
  {
    type: 'house_lease_status',
    name: ['租约状态', 'Lease status', 'ສະຖານະສັນຍາເຊົ່າ'],
    items: [
      { value: 'active', label: ['生效中', 'Active', 'ກຳລັງເຊົ່າ'], listClass: 'success' },
      { value: 'ended', label: ['已结束', 'Ended', 'ສິ້ນສຸດແລ້ວ'], listClass: 'info' },
      { value: 'terminated', label: ['已提前终止', 'Terminated', 'ຢຸດກ່ອນກຳນົດ'], listClass: 'warning' },
    ],
  },
  {
    type: 'lease_reminder_unit',
    name: ['提前提醒单位', 'Reminder lead unit', 'ຫົວໜ່ວຍແຈ້ງເຕືອນລ່ວງໜ້າ'],
    items: [
      { value: 'day', label: ['天', 'Day', 'ມື້'] },
      { value: 'week', label: ['周', 'Week', 'ອາທິດ'] },
      { value: 'month', label: ['月', 'Month', 'ເດືອນ'], isDefault: true },
    ],
  },
  {
    type: 'pact_contract_status',
    name: ['合同状态', 'Contract status', 'ສະຖານະສັນຍາ'],
    items: [
      { value: '0', label: ['草稿', 'Draft', 'ສະບັບຮ່າງ'], listClass: 'info' },
      { value: '1', label: ['已签署', 'Signed', 'ເຊັນແລ້ວ'], listClass: 'success' },
      { value: '2', label: ['已过期', 'Expired', 'ໝົດອາຍຸ'], listClass: 'danger' },
    ],
  },
  // RuoYi's system dictionaries, used by the system and monitor screens.
  {
    type: 'sys_user_sex',
    name: ['用户性别', 'User gender', 'ເພດຂອງຜູ້ໃຊ້'],
    items: [
      { value: '0', label: ['男', 'Male', 'ຊາຍ'] },
      { value: '1', label: ['女', 'Female', 'ຍິງ'] },
      { value: '2', label: ['未知', 'Unknown', 'ບໍ່ລະບຸ'] },
    ],
  },
  {
    type: 'sys_show_hide',
    name: ['菜单状态', 'Menu visibility', 'ການສະແດງເມນູ'],
    items: [
      { value: '0', label: ['显示', 'Shown', 'ສະແດງ'], listClass: 'primary' },
      { value: '1', label: ['隐藏', 'Hidden', 'ເຊື່ອງ'], listClass: 'danger' },
    ],
  },
  {
    type: 'sys_normal_disable',
    name: ['系统开关', 'Status', 'ສະຖານະ'],
    items: [
      { value: '0', label: ['正常', 'Normal', 'ປົກກະຕິ'], listClass: 'primary', isDefault: true },
      { value: '1', label: ['停用', 'Disabled', 'ປິດໃຊ້ງານ'], listClass: 'danger' },
    ],
  },
  {
    type: 'sys_job_status',
    name: ['任务状态', 'Job status', 'ສະຖານະວຽກ'],
    items: [
      { value: '0', label: ['正常', 'Running', 'ກຳລັງເຮັດວຽກ'], listClass: 'primary' },
      { value: '1', label: ['暂停', 'Paused', 'ຢຸດຊົ່ວຄາວ'], listClass: 'danger' },
    ],
  },
  {
    type: 'sys_job_group',
    name: ['任务分组', 'Job group', 'ກຸ່ມວຽກ'],
    items: [
      { value: 'DEFAULT', label: ['默认', 'Default', 'ຄ່າເລີ່ມຕົ້ນ'] },
      { value: 'SYSTEM', label: ['系统', 'System', 'ລະບົບ'] },
    ],
  },
  {
    type: 'sys_yes_no',
    name: ['系统是否', 'Yes / no', 'ແມ່ນ / ບໍ່'],
    items: [
      { value: 'Y', label: ['是', 'Yes', 'ແມ່ນ'], listClass: 'primary' },
      { value: 'N', label: ['否', 'No', 'ບໍ່'], listClass: 'danger' },
    ],
  },
  {
    type: 'sys_notice_type',
    name: ['通知类型', 'Notice type', 'ປະເພດແຈ້ງການ'],
    items: [
      { value: '1', label: ['通知', 'Notice', 'ແຈ້ງການ'], listClass: 'warning' },
      { value: '2', label: ['公告', 'Announcement', 'ປະກາດ'], listClass: 'success' },
    ],
  },
  {
    type: 'sys_notice_status',
    name: ['通知状态', 'Notice status', 'ສະຖານະແຈ້ງການ'],
    items: [
      { value: '0', label: ['正常', 'Open', 'ເປີດ'], listClass: 'primary' },
      { value: '1', label: ['关闭', 'Closed', 'ປິດ'], listClass: 'danger' },
    ],
  },
  {
    type: 'sys_oper_type',
    name: ['操作类型', 'Operation type', 'ປະເພດການດຳເນີນງານ'],
    items: [
      { value: '0', label: ['其他', 'Other', 'ອື່ນໆ'], listClass: 'info' },
      { value: '1', label: ['新增', 'Add', 'ເພີ່ມ'], listClass: 'info' },
      { value: '2', label: ['修改', 'Edit', 'ແກ້ໄຂ'], listClass: 'info' },
      { value: '3', label: ['删除', 'Delete', 'ລຶບ'], listClass: 'danger' },
      { value: '4', label: ['授权', 'Grant', 'ມອບສິດ'], listClass: 'primary' },
      { value: '5', label: ['导出', 'Export', 'ສົ່ງອອກ'], listClass: 'warning' },
      { value: '6', label: ['导入', 'Import', 'ນຳເຂົ້າ'], listClass: 'warning' },
      { value: '7', label: ['强退', 'Force logout', 'ບັງຄັບອອກຈາກລະບົບ'], listClass: 'danger' },
      { value: '8', label: ['生成代码', 'Generate code', 'ສ້າງໂຄດ'], listClass: 'warning' },
      { value: '9', label: ['清空数据', 'Clear data', 'ລ້າງຂໍ້ມູນ'], listClass: 'danger' },
    ],
  },
  {
    type: 'sys_common_status',
    name: ['系统状态', 'Result', 'ຜົນລັບ'],
    items: [
      { value: '0', label: ['成功', 'Success', 'ສຳເລັດ'], listClass: 'primary' },
      { value: '1', label: ['失败', 'Failure', 'ລົ້ມເຫຼວ'], listClass: 'danger' },
    ],
  },
  {
    type: 'sys_feedback_status',
    name: ['反馈状态', 'Feedback status', 'ສະຖານະຄຳຕິຊົມ'],
    items: [
      { value: '0', label: ['新反馈', 'New', 'ໃໝ່'], listClass: 'warning', isDefault: true },
      { value: '1', label: ['已处理', 'Handled', 'ຈັດການແລ້ວ'], listClass: 'success' },
    ],
  },
  {
    type: 'sys_feedback_subject',
    name: ['反馈对象', 'Feedback about', 'ຄຳຕິຊົມກ່ຽວກັບ'],
    items: [
      { value: 'house', label: ['房源', 'House', 'ເຮືອນ'], listClass: 'primary' },
      { value: 'car', label: ['车辆', 'Car', 'ລົດ'], listClass: 'success' },
    ],
  },
  {
    type: 'sys_item_priority',
    name: ['事项优先级', 'Item priority', 'ຄວາມສຳຄັນຂອງລາຍການ'],
    items: [
      { value: '1', label: ['高', 'High', 'ສູງ'], listClass: 'danger' },
      { value: '2', label: ['中', 'Normal', 'ປານກາງ'], listClass: 'primary', isDefault: true },
      { value: '3', label: ['低', 'Low', 'ຕ່ຳ'], listClass: 'info' },
    ],
  },
  {
    type: 'sys_item_status',
    name: ['事项状态', 'Item status', 'ສະຖານະລາຍການ'],
    items: [
      { value: '0', label: ['待办', 'To do', 'ຕ້ອງເຮັດ'], listClass: 'warning', isDefault: true },
      { value: '1', label: ['进行中', 'In progress', 'ກຳລັງເຮັດ'], listClass: 'primary' },
      { value: '2', label: ['已完成', 'Done', 'ສຳເລັດແລ້ວ'], listClass: 'success' },
      { value: '3', label: ['已取消', 'Cancelled', 'ຍົກເລີກແລ້ວ'], listClass: 'info' },
    ],
  },
  {
    type: 'sys_work_type',
    name: ['工作类型', 'Work type', 'ປະເພດວຽກ'],
    items: [
      {
        value: '1',
        label: ['看房预约', 'Viewing appointment', 'ນັດເບິ່ງ'],
        listClass: 'primary',
        isDefault: true,
      },
      { value: '2', label: ['实地带看', 'Visit', 'ພາໄປເບິ່ງ'], listClass: 'success' },
      { value: '3', label: ['回访', 'Follow-up', 'ຕິດຕາມ'], listClass: 'info' },
    ],
  },
  {
    type: 'sys_work_result',
    name: ['工作结果', 'Work result', 'ຜົນຂອງວຽກ'],
    items: [
      { value: '0', label: ['待进行', 'Planned', 'ວາງແຜນໄວ້'], listClass: 'default', isDefault: true },
      { value: '1', label: ['有意向', 'Interested', 'ສົນໃຈ'], listClass: 'primary' },
      { value: '2', label: ['已成交', 'Deal closed', 'ຕົກລົງແລ້ວ'], listClass: 'success' },
      { value: '3', label: ['无意向', 'Not interested', 'ບໍ່ສົນໃຈ'], listClass: 'warning' },
      { value: '4', label: ['已取消', 'Cancelled', 'ຍົກເລີກແລ້ວ'], listClass: 'info' },
    ],
  },
  {
    type: 'sys_article_category',
    name: ['文章分类', 'Article category', 'ໝວດບົດຄວາມ'],
    items: [
      { value: 'news', label: ['公司新闻', 'News', 'ຂ່າວ'], listClass: 'primary', isDefault: true },
      { value: 'guide', label: ['租购指南', 'Guide', 'ຄູ່ມື'], listClass: 'success' },
      { value: 'market', label: ['市场动态', 'Market', 'ຕະຫຼາດ'], listClass: 'warning' },
    ],
  },
  {
    type: 'sys_article_status',
    name: ['文章状态', 'Article status', 'ສະຖານະບົດຄວາມ'],
    items: [
      { value: '0', label: ['草稿', 'Draft', 'ຮ່າງ'], listClass: 'info', isDefault: true },
      { value: '1', label: ['已发布', 'Published', 'ເຜີຍແຜ່ແລ້ວ'], listClass: 'success' },
    ],
  },
];

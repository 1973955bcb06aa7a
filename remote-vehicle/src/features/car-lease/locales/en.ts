/** Car lease list texts (namespace `vehicle`, group `carLease`). */
const en = {
  fields: {
    leaseOrderNumber: 'Lease order number',
    plateNumber: 'Plate number',
    type: 'Lease type',
    customerName: 'Customer',
    customerPhone: 'Customer phone',
    startDate: 'Start date',
    endDate: 'End date',
    amount: 'Amount',
    status: 'Lease status',
    period: 'Leased during',
    remark: 'Remark',
    createBy: 'Created by',
    createTime: 'Created at',
  },
  actions: { endEarly: 'End early' },
  dialog: {
    endEarlyConfirm: 'End the lease {{order}} of {{plate}} now? The vehicle will be for rent again.',
  },
  messages: {
    endEarlySuccess: 'The lease has ended',
    loadFailed: 'The leases could not be loaded',
    exportFileName: 'car-leases',
    empty: 'No leases yet: a lease is made with "Lease out" on the vehicle list',
  },
};

export default en;

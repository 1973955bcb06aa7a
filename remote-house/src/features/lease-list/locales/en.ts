/** Lease list texts (namespace `house`, group `leaseList`). */
const en = {
  title: 'Lease lists',
  fields: {
    house: 'House',
    tenantName: 'Tenant name',
    tenantPhone: 'Tenant phone',
    status: 'Status',
    startDate: 'Start date',
    endDate: 'End date',
    rent: 'Rent',
    deposit: 'Deposit',
    currency: 'Currency',
    createTime: 'Created at',
  },
  placeholders: {
    tenantName: "Enter the tenant's name",
    tenantPhone: "Enter the tenant's phone",
  },
  actions: {
    terminate: 'End early',
  },
  dialog: {
    terminateTitle: 'End the lease early?',
    terminateContent: 'The lease of {{tenant}} for {{house}} ends today and the house is for rent again.',
  },
  messages: {
    terminated: 'Lease ended; the house is for rent again',
    loadFailed: 'The leases could not be loaded',
    exportFileName: 'leases',
    empty: 'No leases yet: they appear when a house is rented out',
  },
};

export default en;

/** A valid body of `/system/user/add` (the tests vary one field at a time). */
export const NEW_USER = {
  loginName: 'newstaff',
  deptId: 103,
  userName: '新调度',
  userType: '01',
  phonenumber: '13899990000',
  email: 'new@onsite.example',
  sex: '0',
  status: '0',
  roleIds: [29],
  remark: '',
};

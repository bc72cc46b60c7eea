
†
Person Number 0
Street Number 0
Street Number 011111102222220"emailperson0@somewhere.com"otheremailperson0@somewhere.com
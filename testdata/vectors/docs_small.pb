
name_for_documents(
	uuid_code³ëÚ:
IvanPolichuuidv4
1.02.03.0"
uuiddsfdwr32fd0fdspsod*

CODEdf23erd0sfods0fw012 
TTC
01ukMain avenue"1A:!
toaster v1212312reds12313e1

¬
report_1_corporis_sapiente_eumg
$9a48d0a8-181e-45d1-9035-386962830ab1Óó®¸9
Santos	Bahringer$481b1717-f974-4537-8d43-791079b56961
51.29312.4818.26":
$2b271b21-5c54-4b5f-9ecb-1904fbc542eda00d78538a23c0cd04*"
 
TRANSFER8d21e71fdf097f2b462'
TTC 
91hu4001 Robel Garden"71B: 

juicer v19"25b45002555b5279:
iron v184b0c61f1437122ee:
radio v8e442e928ccde153a:
lamp v13)9c027e0731906e34
Ç
#report_2_sunt_necessitatibus_laboreb
$d379fa66-62ea-46a0-ad8a-a7e1ffbb1dff½¸—¹4
NedraBoehm$de24491b-e2e9-478d-aa13-a59d21555357
1.4287.0456.29":
$5b8a7e04-a847-4286-8729-fa29d5778720e9a8a3a60fe83aebea*

CASH4023fa97aaf05702212)
FedEx 
63nl633 Parisian Road"88D:
	vacuum v3+f2a1d4991e7d2770
Š
report_3_unde_nullad
$ea1f6dcd-3991-4734-a869-c437e2287396‚ä¬¯6
AlbertTurner$18381906-4612-4eda-9562-d381b58711dc
46.10490.71457.25":
$d51fe3fc-f159-417f-9559-5694de2b81ca536ac7fac39f2f28e8*"
 
TRANSFER9586d0bdb9899853852,
FedEx#
71ie87037 Fritsch Track"118C:!
toaster v1427ed5cf771d31d89: 

grinder v9f76c34a132163c0a:!
steamer v187ee754dd6df7f610
ý
report_4_quod_dolord
$b0f960b1-ec49-4245-b4cb-a9f9785682cbøÖ¿¿6
OliveFriesen$552e8eb8-96dc-49c6-bb9f-01a06df5cf78
1.6615.19143.63":
$219000bd-0116-4417-bc8d-96eef63408cd5092859277df0445e0*"
 
TRANSFER531ed11b6bac6cf2132#
UPS
24ca746 Shad Loop"42A:
	heater v8#077333b7bb2270c5: 

juicer v17994c53475b3b4268:!
steamer v1430230f1c57f74302
É
report_5_soluta_rerum_quaeratb
$95a0bfa1-a0da-4042-a806-c2f28f8df91eµàÌ³4
AbbeyKuhic$1b38d839-3c70-48e9-aa4a-6a938a53861f
16.14371.93512.30":
$3e1e3a35-373b-40b4-8f4a-1f21c43680c275f19de50dc206ff0d*

CARDf4e5b67df7deabb7682.

Royal Mail 
76us8975 Nelda Harbor"71C:
	vacuum v3b9d16c68aa418058
‡
report_6_sapiente_repellendusc
$8e4a7152-f81a-4a3f-bbc0-e6685d17a333ÐøÎµ5
BrookeHoppe$ed3bfad7-f7f9-4a5c-8078-20993760701a
90.3968.75545.43":
$5ae9895b-8fe3-408d-90ba-dfc1a24cd5d43d23e8569cf74c0d12*

CASH98cd4117341bde73022)
FedEx 
43nl80157 Celine Neck"63B:
	vacuum v1#e7c6c8676328b0dc: 

kettle v1333e94fba05ec8561:
	fryer v17"85c0f0052d9f145d
¤
report_7_necessitatibus_ade
$c728014e-053d-451e-aa2e-8bce247a0edaÖÐ’¯7
LucasReichert$3e8f0863-195c-4e3f-b9ed-b1f1854fc30d
72.27297.62286.68":
$dae38228-b28a-4e3d-b0e6-54723aa4a14081e75153b9de061165*

CODEe8d51fc6cd3efac6812%
UPS
24pt8185 Von Bypass"92C:
	radio v146aa7d237c4e22df8:
	radio v19.517a12832dc0dbb4:
	radio v15fedee46e07b79700: 

toaster v1f2c33d504029dbd6
Å
report_8_nihil_voluptatese
$f8c2f78d-f885-4d34-9bdd-4ead4c61af59Õ¢æ°7
CassidyLehner$4af4c5bc-72d5-4970-86c2-344f6bbd1d3e
71.52350.04722.83":
$34728f66-7a10-4b96-b1ac-7a3bdef2298771c9209a60bac207ee*

CARDc215aad2340f143c572(
PostNL
28ca81863 Jake Hill"48A: 

grinder v7$f71bc62ebeecc5be:
	scale v128eb72aa6adb768f1:
lamp v6/86fa24ae1ffd1cca:
	kettle v4,918b560da1fa2632:
	vacuum v39b8965889915a7b0
¼
report_9_sint_enim_animie
$c7b81da7-d2d7-4853-95eb-ea55342e6431åÐÀÀ7
Lula	Considine$64e70ec7-9ffc-42e4-9abf-dea488239924
51.1285.46982.57":
$35616854-cadf-443d-863c-a0612cddbc5b643e1b348b377be6cb*

CARD670a3249f3ae75f3732%
TTC
30ca3114 Ivy Point"103B:
fryer v336d41372f9169a9b
È
$report_10_consequatur_quam_explicaboc
$8847b1b3-a3d7-4a6c-9581-9fa59e69e185ÜÁî´5
JoannaPrice$782bd826-bb40-4007-9f84-4f074c7e1cff
24.50373.3079.08":
$4d155b17-d928-4b00-a53d-d2e6d2bd536d9cf9259398e873d5c7*

CARD2ac2ce70dfcf078e502%
UPS
74se999 Sigrid Road"79A: 

steamer v6/eaeea50bb47604d5